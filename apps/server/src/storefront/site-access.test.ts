/**
 * A protected storefront (the site's `protection`): the visitor is sent to the platform's
 * `/sso/nettsted`, signs in, is checked, and comes back with an access cookie of the site's host.
 */

import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../test/harness';
import { memberships, sites } from '../platform/accounts/schema';
import { signSiteToken } from './signed-token';
import { siteAccessCookie } from './site-access';

const server = await startTestServer();
afterAll(() => server.close());

const { db } = server.database;
const shopId = await server.siteId('demobutikk');
const host = 'demobutikk.localhost:3000';
const readerId = await server.addUser('leser-butikk@example.no', { demobutikk: 'reader' });
await server.addUser('uten-tilgang@example.no');
const admin = await server.signIn('admin@demo.vev.no');
const reader = await server.signIn('leser-butikk@example.no');
const stranger = await server.signIn('uten-tilgang@example.no');

async function protect(protection: string, siteId = shopId) {
  await db
    .update(sites)
    .set({ settings: sql`${sites.settings} || ${JSON.stringify({ protection })}::jsonb`, updatedAt: new Date() })
    .where(eq(sites.id, siteId));
}

const visit = (url: string, cookie = '') =>
  server.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

const location = (response: LightMyRequestResponse) => new URL(String(response.headers.location));

/** Follows the whole round trip as a browser signed in to the platform would; answers the access cookie. */
async function accessCookie(who: SignedIn, path = '/om-oss'): Promise<string> {
  const sent = await visit(path);
  expect(sent.statusCode).toBe(303);
  const check = location(sent);
  const platform = await server.inject({
    method: 'GET',
    url: `${check.pathname}${check.search}`,
    headers: { cookie: who.cookie },
  });
  expect(platform.statusCode, platform.body).toBe(303);
  const back = location(platform);
  expect(back.host).toBe(host);
  const granted = await visit(`${back.pathname}${back.search}`);
  expect(granted.statusCode).toBe(303);
  expect(granted.headers.location).toBe(path);
  const cookie = granted.cookies.find((entry) => entry.name === siteAccessCookie);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return `${siteAccessCookie}=${cookie?.value}`;
}

describe('a site open to everyone', () => {
  it('shows its pages without asking anyone to sign in', async () => {
    const response = await visit('/om-oss');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe("a site open to its members ('Leser')", () => {
  it('sends a visitor without access to the platform to sign in, with the page they asked for', async () => {
    await protect('reader');
    const sent = await visit('/om-oss?fra=avis');
    expect(sent.statusCode).toBe(303);
    expect(sent.headers['cache-control']).toBe('no-store');
    const check = location(sent);
    expect(`${check.origin}${check.pathname}`).toBe('http://localhost:3000/sso/nettsted');
    expect(Object.fromEntries(check.searchParams)).toEqual({ site: shopId, host, path: '/om-oss?fra=avis' });

    // Not signed in: the sign-on form, which goes on to the check afterwards.
    const form = await server.inject({ method: 'GET', url: `${check.pathname}${check.search}` });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(
      '«Demo Butikk» er bare åpent for brukerne av nettstedet. Logg inn for å se nettstedet.',
    );
    const next = form.cookies.find((cookie) => cookie.name === 'vev_sso_next');
    expect(next).toMatchObject({ httpOnly: true, path: '/sso' });
    const signedIn = await server.inject({
      method: 'POST',
      url: '/sso/login',
      payload: new URLSearchParams({ email: 'leser-butikk@example.no', password: 'demo1234' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `vev_sso_next=${encodeURIComponent(next?.value ?? '')}`,
      },
    });
    // On by a new navigation (the form may only lead to the platform's own origin).
    expect(signedIn.statusCode).toBe(200);
    const onward = `${check.pathname}${check.search}`.replaceAll('&', '&amp;');
    expect(signedIn.body).toContain(`<meta http-equiv="refresh" content="0; url=${onward}">`);
    expect(signedIn.body).toContain(`<a class="button" href="${onward}">Fortsett</a>`);
  });

  it('lets a member in after the round trip, for twelve hours, and keeps the pages out of shared caches', async () => {
    const cookie = await accessCookie(reader);
    const page = await visit('/om-oss', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Om oss | Demo Butikk</title>');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await visit('/finnes-ikke', cookie)).headers['cache-control']).toBe('private, no-store');
    // The same cookie means nothing on another protected site, even to one of its members.
    const homeId = await server.siteId('hjemmeside');
    await db.insert(memberships).values({ siteId: homeId, userId: readerId, permission: 'reader' });
    await protect('reader', homeId);
    const other = await server.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'hjemmeside.localhost:3000', cookie },
    });
    expect(other.statusCode).toBe(303);
    // Nor does a grant for another site.
    const homeGrant = signSiteToken(server.config.sessionSecret, 'site-access-grant', {
      site: homeId,
      user: readerId,
      exp: Date.now() + 60_000,
    });
    expect((await visit(`/_vev/tilgang?token=${homeGrant}&path=/`)).statusCode).toBe(400);
    await protect('visitor', homeId);
    await db.delete(memberships).where(and(eq(memberships.siteId, homeId), eq(memberships.userId, readerId)));
  });

  it('tells a signed-in person who is no member that they have no access', async () => {
    const check = location(await visit('/om-oss'));
    const refused = await server.inject({
      method: 'GET',
      url: `${check.pathname}${check.search}`,
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Ingen tilgang');
    expect(refused.body).toContain('Be en administrator av nettstedet om tilgang.');
  });

  it('removing the member ends their access at once', async () => {
    const cookie = await accessCookie(reader);
    expect((await visit('/om-oss', cookie)).statusCode).toBe(200);
    await db.delete(memberships).where(and(eq(memberships.siteId, shopId), eq(memberships.userId, readerId)));
    expect((await visit('/om-oss', cookie)).statusCode).toBe(303);
    await db.insert(memberships).values({ siteId: shopId, userId: readerId, permission: 'reader' });
  });

  it('refuses forged, expired and other sites’ grants and cookies, and never sends the visitor elsewhere', async () => {
    const now = Date.now();
    const forged = signSiteToken('en-annen-hemmelighet-som-er-lang-nok-0123456789', 'site-access-grant', {
      site: shopId,
      user: readerId,
      exp: now + 60_000,
    });
    expect((await visit(`/_vev/tilgang?token=${forged}&path=/`)).statusCode).toBe(400);
    const bad = await visit('/_vev/tilgang?token=tull&path=/');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe('Lenken er ugyldig eller utløpt. Åpne nettstedet på nytt.');
    const expired = `${siteAccessCookie}=${signSiteToken(server.config.sessionSecret, 'site-access', { site: shopId, user: readerId, exp: now - 1 })}`;
    expect((await visit('/om-oss', expired)).statusCode).toBe(303);
    // A grant is not an access cookie.
    const grant = signSiteToken(server.config.sessionSecret, 'site-access-grant', {
      site: shopId,
      user: readerId,
      exp: now + 60_000,
    });
    expect((await visit('/om-oss', `${siteAccessCookie}=${grant}`)).statusCode).toBe(303);
    // Back to a path on the same host only, as a browser reads it (it drops tabs and line breaks).
    for (const elsewhere of ['//evil.example/x', '/\t/evil.example', '/\n/evil.example', '/\\evil.example']) {
      const away = await visit(`/_vev/tilgang?token=${grant}&path=${encodeURIComponent(elsewhere)}`);
      expect(away.headers.location, elsewhere).toBe('/');
    }
    const kept = await visit(`/_vev/tilgang?token=${grant}&path=${encodeURIComponent('/om-oss?side=2')}`);
    expect(kept.headers.location).toBe('/om-oss?side=2');
    // The check sends grants only to the site's own hosts.
    const elsewhere = await server.inject({
      method: 'GET',
      url: `/sso/nettsted?site=${shopId}&host=evil.example&path=/`,
      headers: { cookie: admin.cookie },
    });
    expect(elsewhere.statusCode).toBe(400);
    const otherSite = await server.inject({
      method: 'GET',
      url: `/sso/nettsted?site=${shopId}&host=hjemmeside.localhost:3000&path=/`,
      headers: { cookie: admin.cookie },
    });
    expect(otherSite.statusCode).toBe(400);
    for (const odd of ['demobutikk.localhost:99999', 'demobutikk.localhost:3000/x', 'demobutikk.localhost:3000\\x']) {
      const refused = await server.inject({
        method: 'GET',
        url: `/sso/nettsted?site=${shopId}&host=${encodeURIComponent(odd)}&path=/`,
        headers: { cookie: admin.cookie },
      });
      expect(refused.statusCode, odd).toBe(400);
    }
  });

  it('robots.txt stays open and asks robots to stay out; a preview with a valid token needs no sign-in', async () => {
    const robots = await visit('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    const { token } = await server.readJson<{ token: string }>(admin, `/api/sites/${shopId}/preview-token`);
    expect((await visit(`/om-oss?preview=true&token=${token}`)).statusCode).toBe(200);
  });
});

describe('the other levels', () => {
  it("'Administrator' admits administrators only; 'Registrert bruker' anyone signed in", async () => {
    await protect('admin');
    const check = location(await visit('/'));
    const asReader = await server.inject({
      method: 'GET',
      url: `${check.pathname}${check.search}`,
      headers: { cookie: reader.cookie },
    });
    expect(asReader.statusCode).toBe(403);
    expect((await visit('/', await accessCookie(admin, '/'))).statusCode).toBe(200);

    await protect('internalVisitor');
    expect((await visit('/', await accessCookie(stranger, '/'))).statusCode).toBe(200);
    expect((await visit('/')).statusCode).toBe(303);
    const pending = location(await visit('/om-oss'));
    await protect('visitor');
    expect((await visit('/')).statusCode).toBe(200);
    // Opened to everyone while someone was on their way: straight back to the page.
    const straight = await server.inject({ method: 'GET', url: `${pending.pathname}${pending.search}` });
    expect(straight.statusCode).toBe(303);
    expect(straight.headers.location).toBe(`http://${host}/om-oss`);
  });
});
