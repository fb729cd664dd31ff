import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, startTestServer, type TestServer } from '../../test/harness';
import { rateLimits } from '../platform/rate-limit/schema';

const wrongCredentials = 'Feil e-post eller passord.';
const throttled = 'For mange mislykkede innloggingsforsøk. Prøv igjen om 15 minutter.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  await server.database.db.delete(rateLimits);
});

interface Attempt {
  email: string;
  password?: string;
  dashboard?: boolean;
  ip?: string;
  cookie?: string;
}

function postLogin({ email, password = 'demo1234', dashboard = true, ip = '127.0.0.1', cookie }: Attempt) {
  return server.inject({
    method: 'POST',
    url: dashboard ? '/sso/login?dashboard=true' : '/sso/login',
    payload: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    remoteAddress: ip,
  });
}

const me = (cookie: string) => server.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

describe('GET /sso/login', () => {
  it('shows the provider name, e-mail and password with Norwegian labels', async () => {
    const response = await server.inject({ method: 'GET', url: '/sso/login?dashboard=true' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<h1>Vev</h1>');
    expect(html).toContain('<label for="email">E-post</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toContain('<label for="password">Passord</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Logg inn</button>');
    expect(html).toContain('action="/sso/login?dashboard=true"');
    expect(html).not.toContain('role="alert"');
  });

  it('with a session and dashboard=true, goes straight on to /sign-on', async () => {
    const { cookie } = await server.signIn('admin@demo.vev.no');
    const response = await server.inject({ method: 'GET', url: '/sso/login?dashboard=true', headers: { cookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sign-on');
  });
});

describe('POST /sso/login', () => {
  it('a wrong password re-shows the form with Feil e-post eller passord. and sets no session', async () => {
    const response = await postLogin({ email: 'admin@demo.vev.no', password: 'feil-passord' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(`<div class="alert" role="alert">${wrongCredentials}</div>`);
    expect(response.body).toContain('value="admin@demo.vev.no"');
    expect(cookiesFrom(response)).toEqual({});
  });

  it('an unknown e-mail answers exactly like a wrong password (no hint which)', async () => {
    const unknown = await postLogin({ email: 'ukjent@demo.vev.no', password: 'feil-passord' });
    const wrong = await postLogin({ email: 'leser@demo.vev.no', password: 'feil-passord' });
    expect(unknown.statusCode).toBe(401);
    expect(cookiesFrom(unknown)).toEqual({});
    expect(unknown.body.replace('ukjent@', 'leser@')).toBe(wrong.body);
  });

  it('success with dashboard=true: 303 to /sign-on, an httpOnly SameSite=Lax session and a readable CSRF cookie', async () => {
    const response = await postLogin({ email: 'admin@demo.vev.no' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sign-on');
    const session = response.cookies.find((cookie) => cookie.name === 'vev_session');
    const csrf = response.cookies.find((cookie) => cookie.name === 'csrf_token');
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session?.secure).toBeFalsy();
    expect(csrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(csrf?.httpOnly).toBeFalsy();
    expect(csrf?.value).toMatch(/^[\w-]{20,}$/);
    expect((await me(`vev_session=${session?.value}`)).statusCode).toBe(200);
  });

  it('success without dashboard shows a signed-in page with a link to the dashboard', async () => {
    const response = await postLogin({ email: 'redaktor@demo.vev.no', dashboard: false });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Du er logget inn som Rolf Redaktør.');
    expect(response.body).toContain('<a class="button" href="/sign-on">Gå til dashbordet</a>');
    expect(cookiesFrom(response).vev_session).toBeTruthy();
  });

  it('the e-mail is matched regardless of case and surrounding spaces', async () => {
    const response = await postLogin({ email: '  Admin@Demo.VEV.no ' });
    expect(response.statusCode).toBe(303);
  });

  it('gives a new session id at every sign-in; the old cookie stops working', async () => {
    const first = cookiesFrom(await postLogin({ email: 'admin@demo.vev.no' })).vev_session;
    const again = await postLogin({ email: 'admin@demo.vev.no', cookie: `vev_session=${first}` });
    const second = cookiesFrom(again).vev_session;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await me(`vev_session=${first}`)).statusCode).toBe(401);
    expect((await me(`vev_session=${second}`)).statusCode).toBe(200);
  });

  it('signing in from another browser leaves the first session alone', async () => {
    const first = await server.signIn('leser@demo.vev.no');
    const second = await server.signIn('leser@demo.vev.no');
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(first.cookie)).statusCode).toBe(200);
    expect((await me(second.cookie)).statusCode).toBe(200);
  });

  it('a sign-in posted from a foreign origin is refused', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/sso/login?dashboard=true',
      payload: 'email=admin%40demo.vev.no&password=demo1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://angriper.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(cookiesFrom(response)).toEqual({});
  });
});

describe('throttling of failed sign-ins', () => {
  it('per e-mail: the 6th attempt within 15 minutes answers 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await postLogin({ email: 'leser@demo.vev.no', password: `feil-${i}`, ip: '10.0.0.1' })).statusCode).toBe(
        401,
      );
    }
    const blocked = await postLogin({ email: 'leser@demo.vev.no', ip: '10.0.0.1' });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body).toContain(`role="alert">${throttled}</div>`);
    expect(cookiesFrom(blocked)).toEqual({});

    const fromElsewhere = await postLogin({ email: 'LESER@demo.vev.no', ip: '10.0.0.99' });
    expect(fromElsewhere.statusCode).toBe(429);
    const otherPerson = await postLogin({ email: 'redaktor@demo.vev.no', ip: '10.0.0.1' });
    expect(otherPerson.statusCode).toBe(303);
  });

  it('per IP: after 20 failures from one address, even a right sign-in from it answers 429', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await postLogin({ email: `ukjent${i}@example.no`, password: 'feil', ip: '10.0.0.2' });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await postLogin({ email: 'admin@demo.vev.no', ip: '10.0.0.2' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).toContain(throttled);

    expect((await postLogin({ email: 'admin@demo.vev.no', ip: '10.0.0.3' })).statusCode).toBe(303);
  });

  it('a successful sign-in resets the count for the e-mail', async () => {
    const fail = () => postLogin({ email: 'redaktor@demo.vev.no', password: 'feil', ip: '10.0.0.4' });
    for (let i = 0; i < 4; i++) expect((await fail()).statusCode).toBe(401);
    expect((await postLogin({ email: 'redaktor@demo.vev.no', ip: '10.0.0.4' })).statusCode).toBe(303);
    expect((await fail()).statusCode).toBe(401);
    expect((await postLogin({ email: 'redaktor@demo.vev.no', ip: '10.0.0.4' })).statusCode).toBe(303);
  });
});

describe('behind https, with a provider name and OpenID Connect configured', () => {
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startTestServer({
      env: {
        PUBLIC_URL: 'https://admin.example.no',
        PROVIDER_NAME: 'Bygg & Bo',
        OIDC_ISSUER: 'https://id.example.no',
        OIDC_CLIENT_ID: 'vev',
        OIDC_CLIENT_SECRET: 'hemmelig',
        OIDC_NAME: 'Example ID',
      },
    });
  });
  afterAll(() => secure?.close());

  it('the page shows the configured provider name, escaped', async () => {
    const response = await secure.inject({ method: 'GET', url: '/sso/login' });
    expect(response.body).toContain('<h1>Bygg &amp; Bo</h1>');
    expect(response.body).toContain('<title>Logg inn – Bygg &amp; Bo</title>');
  });

  it('the page offers the external provider, keeping dashboard=true', async () => {
    const response = await secure.inject({ method: 'GET', url: '/sso/login?dashboard=true' });
    expect(response.body).toContain('<a class="button" href="/sso/oidc?dashboard=true">Logg inn med Example ID</a>');
  });

  it('the session and CSRF cookies are Secure', async () => {
    const response = await secure.inject({
      method: 'POST',
      url: '/sso/login?dashboard=true',
      payload: 'email=admin%40demo.vev.no&password=demo1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(303);
    const byName = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName.vev_session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(byName.csrf_token).toMatchObject({ secure: true, sameSite: 'Lax' });
  });
});
