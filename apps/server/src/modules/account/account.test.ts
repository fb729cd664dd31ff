import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, startTestServer, type TestServer } from '../../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string, cookie?: string) => server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const noFeatures = {
  hasEcommerce: false,
  b2bEnabled: false,
  bookingEnabled: false,
  departmentsEnabled: false,
  partialPaymentEnabled: false,
  subscriptionsEnabled: false,
  cookieDialogEnabled: false,
};

describe('account API', () => {
  it('config tells the dashboard the provider name and platform domain, without a session', async () => {
    const response = await get('/api/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providerName: 'Vev', platformDomain: 'localhost:3000', oidcName: null });
  });

  it('users/me without a session answers 401 notLoggedIn', async () => {
    const response = await get('/api/users/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'notLoggedIn', message: 'Du er ikke logget inn.' });
  });

  it('users/me with an unknown session cookie answers 401 notLoggedIn', async () => {
    const response = await get('/api/users/me', 'vev_session=finnes-ikke');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'notLoggedIn' });
  });

  it('users/me after sign-in answers the user, and nothing more', async () => {
    const admin = await server.signIn('admin@demo.vev.no');
    const response = await get('/api/users/me', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: expect.stringMatching(/^[0-9a-z]{26}$/),
      name: 'Ada Administrator',
      email: 'admin@demo.vev.no',
      profileImage: null,
    });
  });

  it('sites lists every site of the user with the level and feature flags', async () => {
    const admin = await server.signIn('admin@demo.vev.no');
    const response = await get('/api/sites', admin.cookie);
    expect(response.statusCode).toBe(200);
    const shopId = await server.siteId('demobutikk');
    expect(response.json()).toEqual([
      {
        _id: await server.siteId('demoavdeling'),
        name: 'demoavdeling',
        displayName: 'Demo Avdeling',
        canonicalDomain: null,
        domains: [],
        departmentOf: shopId,
        ...noFeatures,
        hasEcommerce: true,
        dataSets: [],
        permission: 'admin',
      },
      {
        _id: shopId,
        name: 'demobutikk',
        displayName: 'Demo Butikk',
        canonicalDomain: null,
        domains: [],
        departmentOf: null,
        hasEcommerce: true,
        b2bEnabled: true,
        bookingEnabled: true,
        departmentsEnabled: true,
        partialPaymentEnabled: true,
        subscriptionsEnabled: true,
        cookieDialogEnabled: true,
        // The demo's data sets, each with its entry under Innhold.
        dataSets: [
          { name: 'ansatte', label: 'Ansatte' },
          { name: 'butikker', label: 'Butikker' },
        ],
        permission: 'admin',
      },
      {
        _id: await server.siteId('hjemmeside'),
        name: 'hjemmeside',
        displayName: 'Hjemmeside',
        canonicalDomain: null,
        domains: [],
        departmentOf: null,
        ...noFeatures,
        dataSets: [],
        permission: 'admin',
      },
    ]);
  });

  it('sites answers the level the user has on each site', async () => {
    const levels = async (email: string) => {
      const { cookie } = await server.signIn(email);
      return (await get('/api/sites', cookie))
        .json()
        .map((site: { name: string; permission: string }) => site.permission);
    };
    expect(await levels('redaktor@demo.vev.no')).toEqual(['contributor', 'contributor', 'contributor']);
    expect(await levels('leser@demo.vev.no')).toEqual(['reader', 'reader', 'reader']);
  });

  it('sites lists only the sites the user is a member of', async () => {
    await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'contributor' });
    const { cookie } = await server.signIn('bare-hjemmeside@example.no');
    const response = await get('/api/sites', cookie);
    expect(response.json()).toEqual([expect.objectContaining({ name: 'hjemmeside', permission: 'contributor' })]);
  });

  it("sites carries each site's data sets from its settings", async () => {
    const dataSets = [{ name: 'ansatte', label: 'Ansatte' }];
    await server.database.db.execute(
      sql`UPDATE sites SET settings = jsonb_set(settings, '{dataSets}', ${JSON.stringify(dataSets)}::jsonb) WHERE name = 'hjemmeside'`,
    );
    const { cookie } = await server.signIn('admin@demo.vev.no');
    const hjemmeside = (await get('/api/sites', cookie))
      .json()
      .find((site: { name: string }) => site.name === 'hjemmeside');
    expect(hjemmeside.dataSets).toEqual(dataSets);
  });

  it('sites answers an empty list to a user without sites, and 401 without a session', async () => {
    const { cookie } = await server.signIn('ny@demo.vev.no');
    expect((await get('/api/sites', cookie)).json()).toEqual([]);
    expect((await get('/api/sites')).statusCode).toBe(401);
  });

  it('logout with doNotRedirect=true ends the session on the server and clears the cookies', async () => {
    const { cookie } = await server.signIn('leser@demo.vev.no');
    const response = await get('/api/auth/logout?doNotRedirect=true', cookie);
    expect(response.statusCode).toBe(200);
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cleared.vev_session?.value).toBe('');
    expect(cleared.csrf_token?.value).toBe('');
    const after = await get('/api/users/me', cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'notLoggedIn' });
  });

  it('logout without doNotRedirect ends the session and answers 303 to /logg-inn', async () => {
    const { cookie } = await server.signIn('leser@demo.vev.no');
    const response = await get('/api/auth/logout', cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/logg-inn');
    expect((await get('/api/users/me', cookie)).statusCode).toBe(401);
  });

  it('logout ends only that session, not the same user in another browser', async () => {
    const phone = await server.signIn('leser@demo.vev.no');
    const laptop = await server.signIn('leser@demo.vev.no');
    await get('/api/auth/logout?doNotRedirect=true', phone.cookie);
    expect((await get('/api/users/me', laptop.cookie)).statusCode).toBe(200);
  });

  it('a request with a session but without the CSRF cookie gets the CSRF cookie again', async () => {
    const { cookie, csrf } = await server.signIn('admin@demo.vev.no');
    const session = cookie.split(';')[0] ?? '';
    const response = await get('/api/users/me', session);
    expect(cookiesFrom(response).csrf_token).toBe(csrf);
  });
});
