/** A department's storefront: its own pages first, then its parent's, inside its own header and footer. */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { pages } from '../modules/pages/schema';
import { sites } from '../platform/accounts/schema';
import { domainsChanged } from '../platform/cache/site-versions';

const server = await startTestServer();
afterAll(() => server.close());

const department = 'demoavdeling.localhost:3000';
const { db } = server.database;
const shopId = await server.siteId('demobutikk');
const departmentId = await server.siteId('demoavdeling');
const sitemap = async () =>
  [...(await visit('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const visit = (url: string, host = department) => server.inject({ method: 'GET', url, headers: { host } });
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('a department’s storefront', () => {
  it('shows its own front page and pages', async () => {
    const front = await visit('/');
    expect(front.statusCode).toBe(200);
    expect(front.body).toContain('Demo Butikk på Lagunen – samme gode utvalg, nærmere deg.');
    expect((await visit('/om-avdelingen')).statusCode).toBe(200);
  });

  it('shows the parent’s published pages where it has none of its own, under its own name', async () => {
    const parentPage = await visit('/tjenester/sykkelservice');
    expect(parentPage.statusCode).toBe(200);
    expect(parentPage.body).toContain('Ofte stilte spørsmål om service');
    expect(parentPage.body).toContain(
      '<link rel="canonical" href="http://demoavdeling.localhost:3000/tjenester/sykkelservice">',
    );
    // Its own page at an address shadows the parent's there.
    const ownContact = await visit('/kontakt');
    const parentContact = await visit('/kontakt', 'demobutikk.localhost:3000');
    expect(ownContact.body).toContain('Ring avdelingen på 55 98 76 54.');
    expect(parentContact.body).not.toContain('Ring avdelingen på 55 98 76 54.');
    expect(h1(ownContact.body)).toBe('Kontakt');
  });

  it('never shows what the parent keeps from the public, and the parent never shows the department’s pages', async () => {
    expect((await visit('/nyheter/elsykkeldager-i-september')).statusCode).toBe(404);
    expect((await visit('/om-avdelingen', 'demobutikk.localhost:3000')).statusCode).toBe(404);
    expect((await visit('/tjenester/sykkelservice', 'hjemmeside.localhost:3000')).statusCode).toBe(404);
  });

  it('lists both in its sitemap, its own first, each address once', async () => {
    const listed = await sitemap();
    expect(listed).toContain('http://demoavdeling.localhost:3000/om-avdelingen');
    expect(listed).toContain('http://demoavdeling.localhost:3000/tjenester/sykkelservice');
    expect(listed.filter((url) => url === 'http://demoavdeling.localhost:3000/kontakt')).toHaveLength(1);
    expect(listed.indexOf('http://demoavdeling.localhost:3000/om-avdelingen')).toBeLessThan(
      listed.indexOf('http://demoavdeling.localhost:3000/tjenester/sykkelservice'),
    );
  });

  it('an address of its own that is kept from robots is not listed with the parent’s page instead', async () => {
    await db
      .update(pages)
      .set({ published: sql`${pages.published} || '{"blockRobots": true}'::jsonb` })
      .where(and(eq(pages.siteId, departmentId), eq(pages.slug, 'kontakt')));
    await domainsChanged(db, departmentId, ['content']);
    expect(await sitemap()).not.toContain('http://demoavdeling.localhost:3000/kontakt');
  });

  it('shows none of the parent’s pages while the parent is not open to everyone', async () => {
    const protect = async (protection: string) => {
      await db
        .update(sites)
        .set({ settings: sql`${sites.settings} || ${JSON.stringify({ protection })}::jsonb`, updatedAt: new Date() })
        .where(eq(sites.id, shopId));
      // Only the parent's version: a department's versions follow its parent's.
      await domainsChanged(db, shopId, ['settings']);
    };
    await protect('reader');
    expect((await visit('/tjenester/sykkelservice')).statusCode).toBe(404);
    expect(await sitemap()).not.toContain('http://demoavdeling.localhost:3000/tjenester/sykkelservice');
    expect((await visit('/om-avdelingen')).statusCode).toBe(200);
    await protect('visitor');
    expect((await visit('/tjenester/sykkelservice')).statusCode).toBe(200);
  });
});
