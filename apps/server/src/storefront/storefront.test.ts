/** The public storefront: site by Host, pages in their template with the theme, redirects, 404, protected pages. */
import type { Page } from '@vev/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { publishPageChange } from '../../test/publish-page';
import { importRedirects } from '../modules/redirects/service';
import { sites } from '../platform/accounts/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const home = 'hjemmeside.localhost:3000';

const visit = (url: string, host = shop, headers: Record<string, string> = {}) =>
  server.inject({ method: 'GET', url, headers: { host, ...headers } });

async function pageAt(path: string, siteId = shopId): Promise<Page> {
  const pages = await server.readJson<Page[]>(admin, `/api/sites/${siteId}/pages?limit=100`);
  const found = pages.find((page) => page.path === path);
  if (!found) throw new Error(`no page at ${path}`);
  return server.readJson<Page>(admin, `/api/sites/${siteId}/pages/${found._id}`);
}

const publishChange = (path: string, update: Partial<Page>) => publishPageChange(server, admin, shopId, path, update);

describe('site by Host', () => {
  it('{name}.localhost shows the site; the dashboard host keeps the API; an unknown host is a plain 404', async () => {
    const front = await visit('/');
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(front.body).toContain('<html lang="nb">');
    expect(front.body).toContain('<title>Forside | Demo Butikk</title>');
    expect((await visit('/api/health', 'localhost:3000')).json()).toEqual({ status: 'ok' });
    const unknown = await visit('/', 'ukjent.example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(unknown.body).toBe('Fant ikke nettstedet.');
    // The API is not served on a site's host.
    expect((await visit('/api/health')).statusCode).toBe(404);
  });

  it("a site's own domain shows it; another domain of it redirects to the canonical one with 301", async () => {
    await server.database.db
      .update(sites)
      .set({ domains: ['demobutikk.no', 'www.demobutikk.no'], canonicalDomain: 'www.demobutikk.no' })
      .where(eq(sites.id, shopId));
    expect((await visit('/om-oss', 'www.demobutikk.no')).statusCode).toBe(200);
    const moved = await visit('/om-oss?side=2', 'demobutikk.no');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('http://www.demobutikk.no/om-oss?side=2');
    // The platform's own address for the site is never redirected.
    expect((await visit('/om-oss')).statusCode).toBe(200);
  });

  it("another site's host never shows this site's pages", async () => {
    expect((await visit('/tjenester/sykkelservice')).statusCode).toBe(200);
    const other = await visit('/tjenester/sykkelservice', home);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Sykkelservice');
  });
});

describe('a published page', () => {
  it('renders its sections inside the template header and footer, with the theme and SEO in the head', async () => {
    const response = await visit('/tjenester/sykkelservice');
    const html = response.body;
    expect(response.statusCode).toBe(200);
    expect(html).toContain('--vev-color-primary:');
    expect(html).toContain('<link rel="canonical" href="http://demobutikk.localhost:3000/tjenester/sykkelservice">');
    expect(html).toContain(
      '<meta name="description" content="Vårsjekk, hjulsett og girjustering på verkstedet vårt.">',
    );
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/media\/[^"]+">/);
    const header = html.indexOf('data-vev-component="header"');
    const faq = html.indexOf('data-vev-component="faq"');
    const footer = html.indexOf('data-vev-component="footer"');
    expect(header).toBeGreaterThan(0);
    expect(faq).toBeGreaterThan(header);
    expect(footer).toBeGreaterThan(faq);
    expect(html).toContain('Ofte stilte spørsmål om service');
    // The menu links to the published pages by their paths, and marks none of them current here.
    expect(html).toContain('href="/tjenester/radgivning"');
    expect(html).toContain('href="/sykler/elsykler"');
  });

  it('answers with cache validation, an ETag, and the storefront security headers', async () => {
    const response = await visit('/om-oss');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await visit('/om-oss', shop, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a publish shows at once, though rendered pages are kept between visits', async () => {
    expect((await visit('/kjopsvilkar')).body).toContain('<title>Kjøpsvilkår | Demo Butikk</title>');
    const { seo } = await pageAt('/kjopsvilkar');
    await publishChange('/kjopsvilkar', { seo: { ...seo, metaTitle: 'Vilkår for kjøp' } });
    expect((await visit('/kjopsvilkar')).body).toContain('<title>Vilkår for kjøp | Demo Butikk</title>');
  });

  it('a category shows its subcategories (products.test.ts: its products)', async () => {
    expect((await visit('/sykler')).body).toContain('href="/sykler/elsykler"');
  });
});

describe('what the public never sees', () => {
  it('an unknown path answers the 404 page inside the site: what was not found, why, and the way on', async () => {
    const response = await visit('/finnes/ikke%20her');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Fant ikke siden</h1>');
    expect(response.body).toContain(
      'Vi finner ingen side på adressen <span class="vev-not-found-path">«/finnes/ikke her»</span>. Kanskje er den flyttet, eller adressen er skrevet litt feil.',
    );
    expect(response.body).toContain('<a class="vev-button vev-button-primary" href="/">Til forsiden</a>');
    expect(response.body.match(/finnes ikke/gi)).toBeNull();
    expect(response.body).toContain('data-vev-component="header"');
    // A long address is cut short, and markup in it stays text.
    expect((await visit(`/${'a'.repeat(100)}`)).body).toContain(`«/${'a'.repeat(58)}…»`);
    expect((await visit('/%3Cb%3Efet')).body).toContain('«/&lt;b&gt;fet»');
  });

  it('an inactive page is not found', async () => {
    expect((await visit('/nyheter/elsykkeldager-i-september')).statusCode).toBe(404);
  });

  it('unpublished changes stay out of the public page', async () => {
    const html = (await visit('/om-oss/historien-var')).body;
    expect(html).toContain('Fra et lite verksted på Møhlenpris til en av Vestlandets største sykkelbutikker.');
    expect(html).not.toContain('moderne butikk med eget verksted');
  });
});

describe('redirects', () => {
  it('answer 301 or 302 with Location before any page, keeping the query for a path-only redirect', async () => {
    await importRedirects(
      server.database.db,
      shopId,
      ['/om-oss;/tjenester;302', '/gammel-butikk;https://example.com/ny', '/kampanje?kode=sommer;/sykler;301'].join(
        '\n',
      ),
    );
    const shadowed = await visit('/om-oss/');
    expect(shadowed.statusCode).toBe(302);
    expect(shadowed.headers.location).toBe('/tjenester');
    const away = await visit('/gammel-butikk?utm_source=avis');
    expect(away.statusCode).toBe(301);
    expect(away.headers.location).toBe('https://example.com/ny?utm_source=avis');
    const byQuery = await visit('/kampanje?kode=sommer');
    expect(byQuery.statusCode).toBe(301);
    expect(byQuery.headers.location).toBe('/sykler');
    expect((await visit('/kampanje?kode=vinter')).statusCode).toBe(404);
    await importRedirects(server.database.db, shopId, '/ubrukt;/');
  });
});

describe('a password-protected page', () => {
  it('asks for the password, refuses a wrong one, and opens with the right one', async () => {
    await publishChange('/personvern', { visibility: 'password', password: 'sykkel123' });
    const form = await visit('/personvern');
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('private, no-store');
    expect(form.body).toContain('Denne siden er beskyttet med passord.');
    expect(form.body).not.toContain('Vi behandler bare opplysningene');
    const post = (password: string) =>
      server.inject({
        method: 'POST',
        url: '/personvern',
        headers: { host: shop, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${shop}` },
        payload: `password=${encodeURIComponent(password)}`,
      });
    const wrong = await post('feil');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('Feil passord. Prøv igjen.');
    const right = await post('sykkel123');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/personvern');
    const cookie = right.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
    expect(right.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const opened = await visit('/personvern', shop, { cookie });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Vi behandler bare opplysningene');
    expect(opened.headers['cache-control']).toBe('private, no-store');

    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1) answers.push(await post('gjetning'));
    const last = answers.at(-1);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.body).toContain('For mange forsøk. Vent litt og prøv igjen.');
    // A locked-out visitor who already has the cookie still reads the page.
    expect((await visit('/personvern', shop, { cookie })).statusCode).toBe(200);
  });
});
