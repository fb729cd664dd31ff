import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from '../../test/harness';

const csrfMessage = 'Forespørselen mangler et gyldig sikkerhetstoken. Last inn siden på nytt og prøv igjen.';
const foreignOriginMessage = 'Forespørselen kommer fra et annet nettsted og ble avvist.';

let server: TestServer;
let admin: SignedIn;
let siteUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.vev.no');
  siteUrl = `/api/sites/${await server.siteId('hjemmeside')}/site`;
});
afterAll(() => server.close());

const rename = (headers: Record<string, string>, displayName = 'Endret navn') =>
  server.inject({ method: 'PATCH', url: siteUrl, headers, payload: { displayName } });

async function currentName(): Promise<string> {
  return (await server.inject({ method: 'GET', url: siteUrl, headers: { cookie: admin.cookie } })).json().displayName;
}

describe('CSRF double submit', () => {
  it('a write without the x-csrf-token header is refused with 403 forbidden and changes nothing', async () => {
    const response = await rename({ cookie: admin.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden', message: csrfMessage });
    expect(await currentName()).toBe('Hjemmeside');
  });

  it('a wrong token is refused', async () => {
    const response = await rename({ cookie: admin.cookie, 'x-csrf-token': `${admin.csrf.slice(0, -2)}xx` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden', message: csrfMessage });
  });

  it('a token that matches the cookie but belongs to another session is refused', async () => {
    const other = await server.signIn('admin@demo.vev.no');
    const session = admin.cookie.split(';')[0];
    const response = await rename({
      cookie: `${session}; csrf_token=${other.csrf}`,
      'x-csrf-token': other.csrf,
    });
    expect(response.statusCode).toBe(403);
    expect(await currentName()).toBe('Hjemmeside');
  });

  it('the token of the session is accepted', async () => {
    const response = await rename(admin.headers, 'Med token');
    expect(response.statusCode).toBe(200);
    expect(await currentName()).toBe('Med token');
  });

  it('reads need no token', async () => {
    const response = await server.inject({ method: 'GET', url: siteUrl, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
  });

  it('a write without a session answers 401, not a token error', async () => {
    const response = await rename({ 'x-csrf-token': admin.csrf });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'notLoggedIn' });
  });
});

describe('origin check on writes', () => {
  it('a foreign Origin is refused even with a valid token', async () => {
    const response = await rename({ ...admin.headers, origin: 'https://angriper.example' }, 'Fra angriper');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden', message: foreignOriginMessage });
    expect(await currentName()).not.toBe('Fra angriper');
  });

  it('a foreign Referer without Origin is refused', async () => {
    const response = await rename({ ...admin.headers, referer: 'https://angriper.example/side' }, 'Fra angriper');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: foreignOriginMessage });
  });

  it('an opaque Origin (null) is refused', async () => {
    const response = await rename({ ...admin.headers, origin: 'null' }, 'Fra sandkasse');
    expect(response.statusCode).toBe(403);
  });

  it('a sibling port on the same host is another origin', async () => {
    const response = await rename({ ...admin.headers, origin: 'http://localhost:4000' }, 'Fra annen port');
    expect(response.statusCode).toBe(403);
  });

  it('the public URL is our origin', async () => {
    const response = await rename({ ...admin.headers, origin: 'http://localhost:3000' }, 'Fra oss');
    expect(response.statusCode).toBe(200);
    expect(await currentName()).toBe('Fra oss');
  });

  it("the request's own host is our origin (the dev server's proxy)", async () => {
    const response = await rename(
      { ...admin.headers, host: 'localhost:5173', origin: 'http://localhost:5173' },
      'Via proxy',
    );
    expect(response.statusCode).toBe(200);
  });

  it('a read from a foreign origin is not refused by the origin check', async () => {
    const response = await server.inject({
      method: 'GET',
      url: siteUrl,
      headers: { cookie: admin.cookie, origin: 'https://angriper.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
