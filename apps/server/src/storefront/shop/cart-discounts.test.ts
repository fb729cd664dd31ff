/** The storefront cart's discounts: an automatic one on its line, a code kept and removed, codes refused. */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cartKit, fixedPrice, money } from '../../../test/cart-kit';
import { startTestServer } from '../../../test/harness';
import { discountCodes } from '../../modules/discounts/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const { api, publishedProduct, visitor } = cartKit(server, {
  siteId: shopId,
  admin,
  host: 'demobutikk.localhost:3000',
  addresses: '198.51.100.',
});
const lamp = await publishedProduct('Sykkellykt Rabatt', { price: fixedPrice(49_900) });
const startDate = '2026-01-01T00:00:00.000Z';

describe("the cart's discounts", () => {
  it('takes an automatic discount off its line, and shows it by name with what the cart saves', async () => {
    const mug = await publishedProduct('Kaffekopp Tur', { price: fixedPrice(10_000) });
    await api('POST', '/discounts', {
      name: 'Koppesalg',
      active: true,
      startDate,
      offerValue: 20,
      appliesTo: 'products',
      appliesToValues: [mug._id],
    });
    const buyer = visitor();
    await buyer.post({ product: mug._id, amount: '2' });
    await buyer.post({ product: lamp._id });
    const page = (await buyer.view()).body;
    // 2 × 100 kr less 20 % on the mugs only; the lamp keeps its price.
    expect(page).toContain(`Du sparer ${money('40,00 kr')}`);
    expect(page).toContain(money('160,00 kr'));
    expect(page).toContain(`<dt>Sum varer</dt><dd>${money('699,00 kr')}</dd>`);
    expect(page).toContain(`<dt>Koppesalg</dt><dd>− ${money('40,00 kr')}</dd>`);
    expect(page.match(/Du sparer/g)).toHaveLength(2);
  });

  it('keeps a code that unlocks a discount, shows it with a way to remove it, and removes it', async () => {
    const bell = await publishedProduct('Sykkelbjelle Klar', { price: fixedPrice(5_000) });
    await api('POST', '/discounts', {
      name: 'Bjelletilbud',
      __type: 'code',
      active: true,
      startDate,
      offerType: 'fixed',
      offerValue: 1_000,
      appliesTo: 'products',
      appliesToValues: [bell._id],
      codes: [{ code: 'BJELLE' }],
    });
    const buyer = visitor();
    await buyer.post({ product: bell._id });
    expect((await buyer.view()).body).not.toContain('Bjelletilbud');
    const posted = await buyer.post({ action: 'discount', code: ' bjelle ' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/handlekurv?melding=rabattkode');
    const page = (await buyer.view('/handlekurv?melding=rabattkode')).body;
    expect(page).toContain('Rabattkoden er lagt til.');
    expect(page).toContain('Rabattkode: <strong>BJELLE</strong>');
    expect(page).toContain(`<dt>Bjelletilbud</dt><dd>− ${money('10,00 kr')}</dd>`);
    expect(page).toContain(`Du sparer ${money('10,00 kr')}`);
    expect(page).not.toContain('name="code"');
    const removed = await buyer.post({ action: 'removeDiscount' });
    expect(removed.headers.location).toBe('/handlekurv?melding=rabattkode-fjernet');
    const after = (await buyer.view()).body;
    expect(after).not.toContain('Bjelletilbud');
    expect(after).not.toContain('Du sparer');
    expect(after).toContain('name="code"');
  });

  it("answers an unknown, expired or used-up code with 'Rabattkoden finnes ikke', keeping what was typed, not the code", async () => {
    const codes = { SLUTT: 'Utløpt tilbud', TOMT: 'Oppbrukt tilbud' };
    await api('POST', '/discounts', {
      name: codes.SLUTT,
      __type: 'code',
      active: true,
      startDate,
      endDate: '2026-02-01T00:00:00.000Z',
      offerValue: 10,
      codes: [{ code: 'SLUTT' }],
    });
    await api('POST', '/discounts', {
      name: codes.TOMT,
      __type: 'code',
      active: true,
      startDate,
      offerValue: 10,
      codes: [{ code: 'TOMT', maxUses: 1 }],
    });
    await server.database.db
      .update(discountCodes)
      .set({ used: 1 })
      .where(and(eq(discountCodes.siteId, shopId), eq(discountCodes.code, 'TOMT')));
    const buyer = visitor();
    await buyer.post({ product: lamp._id });
    for (const code of ['sommer', 'SLUTT', 'TOMT']) {
      const refused = await buyer.post({ action: 'discount', code });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`value="${code}"`);
      expect(refused.body).toContain('Rabattkoden finnes ikke');
      const page = (await buyer.view()).body;
      expect(page).not.toContain(`value="${code}"`);
      expect(page).not.toContain('Rabattkoden finnes ikke');
    }
  });
});
