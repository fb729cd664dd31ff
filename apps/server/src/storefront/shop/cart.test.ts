/** The storefront cart at /handlekurv: add from a product page, change, remove, refusals, prices, cookie, Origin. */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, fixedPrice, money } from '../../../test/cart-kit';
import { startTestServer } from '../../../test/harness';
import { carts } from '../../modules/carts/schema';
import { cartCreationLimit } from './cart-store';

// Behind a proxy (TRUST_PROXY) a request that came over https says so in X-Forwarded-Proto.
const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';

const { api, origin, publishedProduct, visitor } = cartKit(server, {
  siteId: shopId,
  admin,
  host: shop,
  addresses: '198.51.100.',
});

const lamp = await publishedProduct('Sykkellykt Nord', {
  price: fixedPrice(49_900),
  manageStock: true,
  backorders: 'no',
  stockCount: 3,
  images: [{ ref: 'm1', url: '/media/m1/file', alt: 'Lykt', primary: true }],
});
const bottle = await publishedProduct('Drikkeflaske Fjell', {
  price: fixedPrice(20_000),
  limitation: { enabled: true, per: 'order', min: 2, max: 4 },
  customizeOptions: [
    { label: 'Navn på flasken', key: 'navn', price: 5_000, required: true, max: 12 },
    { label: 'Farge', key: 'farge', type: 'Radio', options: [{ label: 'Blå' }, { label: 'Rød', price: 1_000 }] },
  ],
});

const lineIds = async (who: ReturnType<typeof visitor>) => [
  ...new Set([...(await who.view()).body.matchAll(/name="line" value="([^"]+)"/g)].map((match) => match[1])),
];

describe('the cart', () => {
  it('is empty at first, says so and offers the way back to the shop; nothing is stored', async () => {
    const buyer = visitor();
    const page = await buyer.view();
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<title>Handlekurv | Demo Butikk</title>');
    expect(page.body).toContain('Handlekurven er tom');
    expect(page.body).toContain('Fortsett å handle');
    expect(buyer.cookie).toBe('');
  });

  it('adds a product from its page: a 303 to the cart, an httpOnly SameSite=Lax cookie, the line priced', async () => {
    const buyer = visitor();
    const added = await buyer.post({ product: lamp._id, amount: '2' });
    expect(added.statusCode, added.body).toBe(303);
    expect(added.headers.location).toBe('/handlekurv?melding=lagt-til');
    const cookie = added.cookies.find((entry) => entry.name === 'vev_cart');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    const page = await buyer.view('/handlekurv?melding=lagt-til');
    expect(page.body).toContain('Varen er lagt i handlekurven.');
    expect(page.body).toContain('Sykkellykt Nord');
    expect(page.body).toContain('src="/media/m1/file"');
    expect(page.body).toContain(money('998,00 kr'));
    // Demo Butikk's estimate: Hjemlevering 149 kr, with 25 % MVA of lines and shipping.
    expect(page.body).toContain('Frakt (estimat) (Hjemlevering)');
    expect(page.body).toContain(money('149,00 kr'));
    expect(page.body).toContain('Herav MVA 25 %');
    expect(page.body).toContain(money('229,40 kr'));
    expect(page.body).toContain(money('1 147,00 kr'));
    // Only a hash of the token is stored.
    const [row] = await server.database.db.select().from(carts).where(eq(carts.siteId, shopId)).limit(1);
    expect(row?.tokenHash).not.toContain(cookie?.value ?? '-');
  });

  it('behind https the cookie is Secure', async () => {
    const added = await visitor().post(
      { product: lamp._id },
      { origin: `https://${shop}`, 'x-forwarded-proto': 'https' },
    );
    expect(added.statusCode).toBe(303);
    expect(added.cookies.find((entry) => entry.name === 'vev_cart')?.secure).toBe(true);
  });

  it('adds the same choice to its line, changes the amount and removes the line', async () => {
    const buyer = visitor();
    await buyer.post({ product: lamp._id, amount: '1' });
    await buyer.post({ product: lamp._id, amount: '1' });
    const [line] = await lineIds(buyer);
    expect(await lineIds(buyer)).toHaveLength(1);
    expect((await buyer.view()).body).toContain('value="2"');
    const changed = await buyer.post({ action: 'update', line: line ?? '', amount: '1' });
    expect(changed.statusCode).toBe(303);
    expect((await buyer.view('/handlekurv?melding=oppdatert')).body).toContain('Handlekurven er oppdatert.');
    expect((await buyer.view()).body).toContain(money('499,00 kr'));
    const removed = await buyer.post({ action: 'remove', line: line ?? '' });
    expect(removed.headers.location).toBe('/handlekurv?melding=fjernet');
    expect((await buyer.view()).body).toContain('Handlekurven er tom');
  });

  it('refuses more than the stock, in Norwegian, and keeps the cart as it was', async () => {
    const buyer = visitor();
    const refused = await buyer.post({ product: lamp._id, amount: '4' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Det er bare 3 igjen på lager.');
    expect(refused.body).toContain(`href="/produkt/sykkellykt-nord"`);
    expect(buyer.cookie).toBe('');
    await buyer.post({ product: lamp._id, amount: '3' });
    const [line] = await lineIds(buyer);
    const more = await buyer.post({ action: 'update', line: line ?? '', amount: '5' });
    expect(more.statusCode).toBe(409);
    expect(more.body).toContain('Det er bare 3 igjen på lager.');
    expect(more.body).toContain('value="3"');
  });

  it("keeps the product's limitation and checks its customizations; customizations add to the price", async () => {
    const buyer = visitor();
    const missing = await buyer.post({ product: bottle._id, amount: '2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Fyll ut «Navn på flasken».');
    const tooLong = await buyer.post({ product: bottle._id, amount: '2', 'custom[navn]': 'Et altfor langt navn' });
    expect(tooLong.body).toContain('«Navn på flasken» kan ha høyst 12 tegn.');
    const badChoice = await buyer.post({
      product: bottle._id,
      amount: '2',
      'custom[navn]': 'Ola',
      'custom[farge]': 'Grønn',
    });
    expect(badChoice.body).toContain('Velg et av alternativene for «Farge».');
    const tooFew = await buyer.post({ product: bottle._id, amount: '1', 'custom[navn]': 'Ola' });
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.body).toContain('Du må kjøpe minst 2.');
    const tooMany = await buyer.post({ product: bottle._id, amount: '5', 'custom[navn]': 'Ola' });
    expect(tooMany.body).toContain('Du kan kjøpe høyst 4.');
    const added = await buyer.post({ product: bottle._id, amount: '2', 'custom[navn]': 'Ola', 'custom[farge]': 'Rød' });
    expect(added.statusCode, added.body).toBe(303);
    const page = (await buyer.view()).body;
    expect(page).toContain('Navn på flasken: Ola');
    expect(page).toContain(`Farge: Rød (+ ${money('10,00 kr')})`);
    // (200 + 50 + 10) kr × 2
    expect(page).toContain(money('520,00 kr'));
  });

  it('shows prices without MVA when the site shows cart prices without', async () => {
    const buyer = visitor();
    await buyer.post({ product: lamp._id, amount: '1' });
    await api('PATCH', '/site', { displayCartPriceExcludingTax: true });
    try {
      const page = (await buyer.view()).body;
      expect(page).toContain('Sum varer eks. MVA');
      expect(page).toContain(money('399,20 kr'));
      expect(page).toContain('MVA 25 %');
      expect(page).toContain(money('648,00 kr'));
    } finally {
      await api('PATCH', '/site', { displayCartPriceExcludingTax: false });
    }
  });

  it('refuses a post from another origin, or from none', async () => {
    const buyer = visitor();
    const attempts: Record<string, string>[] = [
      { origin: 'https://angriper.example' },
      {},
      { origin: 'null' },
      { referer: 'https://angriper.example/x' },
    ];
    for (const headers of attempts) {
      const refused = await buyer.post({ product: lamp._id }, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('Forespørselen kommer fra et annet nettsted og ble avvist.');
    }
    const fromPage = await buyer.post({ product: lamp._id }, { referer: `${origin}/produkt/sykkellykt-nord` });
    expect(fromPage.statusCode).toBe(303);
  });

  it('forgets an expired cart and cleans expired carts up when a new one is made', async () => {
    const buyer = visitor();
    await buyer.post({ product: lamp._id });
    expect((await buyer.view()).body).toContain('Sykkellykt Nord');
    await server.database.db
      .update(carts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(carts.siteId, shopId));
    expect((await buyer.view()).body).toContain('Handlekurven er tom');
    await visitor().post({ product: lamp._id });
    const left = await server.database.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.siteId, shopId)));
    expect(left).toHaveLength(1);
  });

  it('is made only by adding something, at most 30 in 10 minutes from one address (429 in Norwegian)', async () => {
    const count = async () => (await server.database.db.select({ id: carts.id }).from(carts)).length;
    const before = await count();
    const idle = visitor();
    await idle.view('/');
    await idle.view();
    const coded = await idle.post({ action: 'discount', code: 'SOMMER' });
    expect(coded.statusCode).toBe(400);
    expect(idle.cookie).toBe('');
    expect(await count()).toBe(before);

    const bot = { origin, 'x-forwarded-for': '203.0.113.7' };
    const kept = visitor();
    for (let made = 0; made < cartCreationLimit.max; made++) {
      const buyer = made === 0 ? kept : visitor();
      expect((await buyer.post({ product: lamp._id }, bot)).statusCode).toBe(303);
    }
    expect(await count()).toBe(before + cartCreationLimit.max);
    const refused = await visitor().post({ product: lamp._id }, bot);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Det er laget for mange handlekurver fra din adresse. Vent litt og prøv igjen.');
    expect(refused.cookies.find((entry) => entry.name === 'vev_cart')).toBeUndefined();
    expect(await count()).toBe(before + cartCreationLimit.max);
    // A cart the address already has still takes more, and another address may still make one.
    expect((await kept.post({ product: lamp._id }, bot)).statusCode).toBe(303);
    expect((await visitor().post({ product: lamp._id }, { origin, 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(
      303,
    );
  });

  it('serves its small script from the site itself; the pages load it and work without it', async () => {
    const buyer = visitor();
    await buyer.post({ product: lamp._id });
    expect((await buyer.view()).body).toContain('<script src="/_vev/cart.js" defer="">');
    const script = await server.inject({ method: 'GET', url: '/_vev/cart.js', headers: { host: shop } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.body).toContain('.vev-cart-amount');
  });

  it("shows the visitor's item count in the header of every page, and never another visitor's", async () => {
    const cartLink = (html: string) =>
      /<a class="vev-cart-link" href="\/handlekurv" aria-label="([^"]+)"/.exec(html)?.[1];
    const stranger = visitor();
    const before = await stranger.view('/');
    expect(cartLink(before.body)).toBe('Handlekurv, tom');
    // Beside it, the customer's account.
    expect(before.body).toContain('<a class="vev-cart-link vev-account-link" href="/konto" aria-label="Min konto">');
    expect(before.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const buyer = visitor();
    await buyer.post({ product: lamp._id, amount: '2' });
    await buyer.post({ product: bottle._id, amount: '2', 'custom[navn]': 'Ola' });
    for (const path of ['/', '/produkt/sykkellykt-nord', '/handlekurv', '/finnes-ikke']) {
      const page = await buyer.view(path);
      expect(cartLink(page.body), path).toBe('Handlekurv, 4 varer');
      // A page with one visitor's count is theirs alone: no shared cache may keep it.
      expect(page.headers['cache-control'], path).toBe('private, no-store');
      expect(page.headers.etag, path).toBeUndefined();
    }
    // The server's own cache of rendered pages keeps them apart too, in either order.
    for (const path of ['/', '/produkt/sykkellykt-nord']) {
      const other = await stranger.view(path);
      expect(cartLink(other.body), path).toBe('Handlekurv, tom');
      expect(other.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    }
    const [line] = await lineIds(buyer);
    await buyer.post({ action: 'update', line: line ?? '', amount: '1' });
    expect(cartLink((await buyer.view('/')).body)).toMatch(/^Handlekurv, [13] varer?$/);
    const single = visitor();
    await single.post({ product: lamp._id });
    expect(cartLink((await single.view('/')).body)).toBe('Handlekurv, 1 vare');
  });

  it('is not there on a site without a shop, and another site never sees this cart', async () => {
    const buyer = visitor();
    await buyer.post({ product: lamp._id });
    const elsewhere = await server.inject({
      method: 'GET',
      url: '/handlekurv',
      headers: { host: 'hjemmeside.localhost:3000', cookie: buyer.cookie },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain('Sykkellykt Nord');
    expect(elsewhere.body).not.toContain('class="vev-cart-link"');
  });
});
