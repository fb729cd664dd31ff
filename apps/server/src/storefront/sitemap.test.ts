/** robots.txt and sitemap.xml on a site's host. */
import type { Page } from '@vev/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { publishPageChange } from '../../test/publish-page';
import { sites } from '../platform/accounts/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;

const visit = (url: string, host = shop) => server.inject({ method: 'GET', url, headers: { host } });

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

const publishChange = (path: string, update: Partial<Page>) => publishPageChange(server, admin, shopId, path, update);

describe('sitemap.xml', () => {
  it('lists the active, public pages and categories at their addresses, on this site only', async () => {
    const response = await visit('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const listed = locations(response.body);
    expect(listed).toContain(`${origin}/`);
    expect(listed).toContain(`${origin}/tjenester/sykkelservice`);
    expect(listed).toContain(`${origin}/sykler/elsykler`);
    expect(listed).toContain(`${origin}/kjopsvilkar`);
    expect(listed).toContain(`${origin}/personvern`);
    // Inactive pages stay out; so does every page of another site.
    expect(listed).not.toContain(`${origin}/nyheter/elsykkeldager-i-september`);
    const home = locations((await visit('/sitemap.xml', 'hjemmeside.localhost:3000')).body);
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((url) => url.startsWith('http://hjemmeside.localhost:3000/'))).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('leaves out pages that block robots or are password-protected, as soon as that is published', async () => {
    await publishChange('/kjopsvilkar', { blockRobots: true });
    await publishChange('/personvern', { visibility: 'password', password: 'sykkel123' });
    const listed = locations((await visit('/sitemap.xml')).body);
    expect(listed).not.toContain(`${origin}/kjopsvilkar`);
    expect(listed).not.toContain(`${origin}/personvern`);
    expect(listed).toContain(`${origin}/om-oss`);
  });
});

describe('robots.txt', () => {
  it('points to the sitemap, and keeps robots out of a site that is not open to everyone', async () => {
    const open = await visit('/robots.txt');
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(open.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(open.body).toContain('Disallow: /_vev/');

    await server.database.db
      .update(sites)
      .set({ settings: sql`${sites.settings} || '{"protection":"reader"}'::jsonb`, updatedAt: new Date() })
      .where(eq(sites.id, shopId));
    expect((await visit('/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
  });
});
