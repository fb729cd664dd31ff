/**
 * The OpenID Connect round trip end to end: our server (through inject) against a small but real
 * provider over HTTP, with openid-client doing discovery, PKCE, the code exchange and ID token checks.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, startTestServer, type TestServer } from '../../test/harness';
import {
  clientId,
  clientSecret,
  type ProviderAccount,
  redirectUri,
  startProvider,
  type TestProvider,
} from '../../test/oidc-provider';
import { users } from '../platform/accounts/schema';

const providerName = 'Testleverandør';
const oidcFailed = 'Innloggingen ble avbrutt eller feilet. Prøv igjen.';
const unverifiedEmail = `Kontoen hos ${providerName} har ingen bekreftet e-postadresse, så vi kan ikke koble den til en bruker.`;

let provider: TestProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startProvider();
  server = await startTestServer({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_NAME: providerName,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** The `name=value` pair exactly as the browser would send it back. */
function rawCookie(response: LightMyRequestResponse, name: string): string {
  const header = response.headers['set-cookie'];
  const pair = [header ?? []]
    .flat()
    .map((line) => String(line).split(';')[0] ?? '')
    .find((candidate) => candidate.startsWith(`${name}=`));
  if (!pair) throw new Error(`no ${name} cookie was set`);
  return pair;
}

/** Our start, then the provider's authorize step over HTTP; answers the callback URL and the state cookie. */
async function goToProvider(account: ProviderAccount | null, dashboard = true) {
  provider.signedIn = account;
  const start = await server.inject({ method: 'GET', url: dashboard ? '/sso/oidc?dashboard=true' : '/sso/oidc' });
  expect(start.statusCode).toBe(303);
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  return { callback: new URL(atProvider.headers.get('location') ?? ''), cookie: rawCookie(start, 'vev_oidc') };
}

function returnFromProvider(callback: URL, cookie?: string) {
  return server.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
}

async function signInAt(account: ProviderAccount | null, dashboard = true) {
  const { callback, cookie } = await goToProvider(account, dashboard);
  return returnFromProvider(callback, cookie);
}

const getAs = (session: string | undefined, url: string) =>
  server.inject({ method: 'GET', url, headers: { cookie: `vev_session=${session}` } });

function expectRefused(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.body).toContain(`<div class="alert" role="alert">${message}</div>`);
  expect(cookiesFrom(response).vev_session).toBeFalsy();
}

describe('OpenID Connect sign-in', () => {
  it('the login page offers Logg inn med {OIDC_NAME}, keeping dashboard=true', async () => {
    const dashboard = await server.inject({ method: 'GET', url: '/sso/login?dashboard=true' });
    expect(dashboard.body).toContain(
      `<a class="button" href="/sso/oidc?dashboard=true">Logg inn med ${providerName}</a>`,
    );
    const plain = await server.inject({ method: 'GET', url: '/sso/login' });
    expect(plain.body).toContain(`<a class="button" href="/sso/oidc">Logg inn med ${providerName}</a>`);
  });

  it('starting sends the browser to the provider with PKCE S256 and a state, kept in a signed httpOnly cookie', async () => {
    const start = await server.inject({ method: 'GET', url: '/sso/oidc?dashboard=true' });
    expect(start.statusCode).toBe(303);
    const location = new URL(String(start.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const state = location.searchParams.get('state');
    expect(state).toMatch(/^[\w-]{20,}$/);
    const cookie = start.cookies.find(({ name }) => name === 'vev_oidc');
    expect(cookie).toMatchObject({ path: '/sso/oidc', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    expect(cookie?.value).toContain(`"state":"${state}"`);
  });

  it('an existing user with a verified e-mail is linked and signed in; later the subject alone finds them', async () => {
    const first = await signInAt({
      sub: 'ada-1',
      email: 'admin@demo.vev.no',
      email_verified: true,
      name: 'Ada hos leverandøren',
    });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/sign-on');
    const cookies = cookiesFrom(first);
    expect(cookies.csrf_token).toMatch(/^[\w-]{20,}$/);
    expect(cookies.vev_oidc).toBe('');
    const me = await getAs(cookies.vev_session, '/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'admin@demo.vev.no', name: 'Ada Administrator' });
    expect((await getAs(cookies.vev_session, '/api/sites')).json()).not.toEqual([]);

    const again = await signInAt({ sub: 'ada-1', email: 'ada.privat@example.no', email_verified: true });
    expect(again.statusCode).toBe(303);
    expect((await getAs(cookiesFrom(again).vev_session, '/api/users/me')).json()).toEqual(me.json());
  });

  it('an unknown verified e-mail gets a new account with no sites, found again at the next sign-in', async () => {
    const account = { sub: 'kari-1', email: 'kari.nordmann@example.no', email_verified: true, name: 'Kari Nordmann' };
    const first = await signInAt(account);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/sign-on');
    const session = cookiesFrom(first).vev_session;
    const me = await getAs(session, '/api/users/me');
    expect(me.json()).toMatchObject({ email: 'kari.nordmann@example.no', name: 'Kari Nordmann' });
    const sites = await getAs(session, '/api/sites');
    expect(sites.statusCode).toBe(200);
    expect(sites.json()).toEqual([]);

    const again = await signInAt(account);
    expect((await getAs(cookiesFrom(again).vev_session, '/api/users/me')).json()).toEqual(me.json());
  });

  it('an unverified or missing e-mail is refused with 403 and no session, and nothing is linked', async () => {
    const unverified = await signInAt({ sub: 'lise-1', email: 'leser@demo.vev.no', email_verified: false });
    expectRefused(unverified, 403, unverifiedEmail);
    expect(unverified.body).toContain('action="/sso/login?dashboard=true"');
    const [reader] = await server.database.db.select().from(users).where(eq(users.email, 'leser@demo.vev.no'));
    expect(reader?.oidcSubject).toBeNull();

    expectRefused(await signInAt({ sub: 'anonym-1' }), 403, unverifiedEmail);
  });

  it('a missing vev_oidc cookie answers 400 and signs no one in', async () => {
    const { callback } = await goToProvider({ sub: 'ada-1', email: 'admin@demo.vev.no', email_verified: true });
    expectRefused(await returnFromProvider(callback), 400, oidcFailed);
  });

  it('a tampered vev_oidc cookie answers 400 and signs no one in', async () => {
    const { callback, cookie } = await goToProvider({ sub: 'ada-1', email: 'admin@demo.vev.no', email_verified: true });
    const [name, value = ''] = cookie.split('=');
    const changed = decodeURIComponent(value).replace('"dashboard":true', '"dashboard":false');
    expect(changed).not.toBe(decodeURIComponent(value));
    expectRefused(await returnFromProvider(callback, `${name}=${encodeURIComponent(changed)}`), 400, oidcFailed);
  });

  it('a state that does not match the cookie answers 400 and signs no one in', async () => {
    const { callback, cookie } = await goToProvider({ sub: 'ada-1', email: 'admin@demo.vev.no', email_verified: true });
    callback.searchParams.set('state', 'en-annen-tilstand-0123456789');
    expectRefused(await returnFromProvider(callback, cookie), 400, oidcFailed);
  });

  it('cancelling at the provider comes back to the login page with the message, keeping dashboard=true', async () => {
    const response = await signInAt(null);
    expectRefused(response, 400, oidcFailed);
    expect(response.body).toContain('action="/sso/login?dashboard=true"');
  });

  it('a code the provider refuses (a replayed callback) answers 400, not 500', async () => {
    const { callback, cookie } = await goToProvider({ sub: 'ada-1', email: 'admin@demo.vev.no', email_verified: true });
    expect((await returnFromProvider(callback, cookie)).statusCode).toBe(303);
    expectRefused(await returnFromProvider(callback, cookie), 400, oidcFailed);
  });

  it('without dashboard=true the callback shows the signed-in page', async () => {
    const response = await signInAt(
      { sub: 'rolf-1', email: 'redaktor@demo.vev.no', email_verified: true, name: 'Rolf' },
      false,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Du er logget inn som Rolf Redaktør.');
    expect(response.body).toContain('<a class="button" href="/sign-on">Gå til dashbordet</a>');
    const me = await getAs(cookiesFrom(response).vev_session, '/api/users/me');
    expect(me.json()).toMatchObject({ email: 'redaktor@demo.vev.no' });
  });
});

describe('OpenID Connect provider out of reach', () => {
  it('starting sign-in shows the sign-on page with a Norwegian message, not an error', async () => {
    const closed = await startProvider();
    const issuer = closed.issuer;
    await closed.close();
    const offline = await startTestServer({
      seed: false,
      env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_NAME: providerName },
    });
    try {
      const response = await offline.inject({ method: 'GET', url: '/sso/oidc?dashboard=true' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(
        `${providerName} svarer ikke akkurat nå. Prøv igjen om litt, eller logg inn med e-post og passord.`,
      );
      expect(response.body).toContain('action="/sso/login?dashboard=true"');
      expect(cookiesFrom(response).vev_oidc).toBeUndefined();
    } finally {
      await offline.close();
    }
  });
});
