/** Access keys (spec 2 'Access key'): client-credentials CRUD, POST /api/oauth/token, and bearer access. */
import {
  type AccessKey,
  type AccessTokenResponse,
  accessKeyMessages,
  type Media,
  type PageListItem,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { activityLog, users } from '../../db/schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
await server.addUser('admin-hjemmeside@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside@example.no');
const api = `/api/sites/${shopId}`;

async function createKey(body: object, who: SignedIn = admin) {
  return server.inject({ method: 'POST', url: `${api}/client-credentials`, headers: who.headers, payload: body });
}
async function token(payload: object | string, headers: Record<string, string> = {}) {
  const form = typeof payload === 'string';
  return server.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...headers },
    payload,
  });
}
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

const created = await createKey({ label: 'Lagersystem', description: 'Leser innhold', scopes: ['read:content'] });
const key = created.json() as AccessKey;

describe('client-credentials', () => {
  it('an admin creates a key and sees its secret once', async () => {
    expect(created.statusCode, created.body).toBe(201);
    expect(key).toMatchObject({ label: 'Lagersystem', scopes: ['read:content'], lastUsedAt: null });
    expect(key.clientId).toMatch(/^vev_[0-9a-f]{24}$/);
    expect(key.clientSecret?.length).toBeGreaterThanOrEqual(40);
    const again = await server.readJson<AccessKey>(admin, `${api}/client-credentials/${key._id}`);
    expect(again.clientSecret).toBeUndefined();
    const list = await server.readJson<AccessKey[]>(admin, `${api}/client-credentials`);
    expect(list.map((row) => row.label)).toContain('Lagersystem');
    const found = await server.readJson<AccessKey[]>(admin, `${api}/client-credentials?text=lager`);
    expect(found.map((row) => row.label)).toEqual(['Lagersystem']);
    expect(await server.readJson<AccessKey[]>(admin, `${api}/client-credentials?text=%25`)).toEqual([]);
  });

  it('a label is required and scopes must be known', async () => {
    const missing = await createKey({ label: '  ', scopes: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ label: 'Feltet må fylles ut.' });
    expect((await createKey({ label: 'X', scopes: ['write:everything'] })).statusCode).toBe(400);
    expect((await createKey({ label: 'X', clientId: 'mitt-eget' })).statusCode).toBe(400);
  });

  it('is for admins: a contributor gets 403, another site’s admin 404', async () => {
    expect((await createKey({ label: 'X' }, contributor)).statusCode).toBe(403);
    expect((await createKey({ label: 'X' }, outsider)).statusCode).toBe(404);
    const read = await server.inject({
      method: 'GET',
      url: `${api}/client-credentials/${key._id}`,
      headers: outsider.headers,
    });
    expect(read.statusCode).toBe(404);
  });
});

describe('POST /api/oauth/token and bearer access', () => {
  it('exchanges the credentials for a bearer token that reads the site’s content', async () => {
    const response = await token({
      grant_type: 'client_credentials',
      client_id: key.clientId,
      client_secret: key.clientSecret,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const issued = response.json() as AccessTokenResponse;
    expect(issued).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read:content' });

    const pages = await server.inject({
      method: 'GET',
      url: `${api}/pages?limit=5`,
      headers: bearer(issued.access_token),
    });
    expect(pages.statusCode, pages.body).toBe(200);
    expect((pages.json() as PageListItem[]).length).toBe(5);
    const used = await server.readJson<AccessKey>(admin, `${api}/client-credentials/${key._id}`);
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('takes a form body and HTTP Basic credentials too', async () => {
    const basic = Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64');
    const response = await token('grant_type=client_credentials', { authorization: `Basic ${basic}` });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a wrong secret, an unknown grant, and too many tries', async () => {
    const wrong = await token({ grant_type: 'client_credentials', client_id: key.clientId, client_secret: 'feil' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client', message: accessKeyMessages.invalidClient });
    const grant = await token({ grant_type: 'password', client_id: key.clientId, client_secret: key.clientSecret });
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });

    const guessed = await createKey({ label: 'Gjettet' });
    const target = (guessed.json() as AccessKey).clientId;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await token({ grant_type: 'client_credentials', client_id: target, client_secret: `feil-${attempt}` });
    }
    const locked = await token({ grant_type: 'client_credentials', client_id: target, client_secret: 'feil' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('opens only the routes its scopes name, on its own site: 403 otherwise, and no CSRF needed', async () => {
    const issued = (
      await token({ grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.clientSecret })
    ).json() as AccessTokenResponse;
    const headers = bearer(issued.access_token);
    const write = await server.inject({
      method: 'POST',
      url: `${api}/pages`,
      headers,
      payload: { title: 'Fra nøkkel' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(accessKeyMessages.missingScope);
    const keys = await server.inject({ method: 'GET', url: `${api}/client-credentials`, headers });
    expect(keys.statusCode).toBe(403);
    const other = await server.inject({ method: 'GET', url: `/api/sites/${homeId}/pages`, headers });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(accessKeyMessages.otherSite);
    const account = await server.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(account.statusCode).toBe(403);
  });

  it('a key with write:content writes in its creator’s name, and the activity log has it', async () => {
    const writer = (
      await createKey({ label: 'Importør', scopes: ['read:content', 'write:content'] })
    ).json() as AccessKey;
    const issued = (
      await token({ grant_type: 'client_credentials', client_id: writer.clientId, client_secret: writer.clientSecret })
    ).json() as AccessTokenResponse;
    const media = await server.readJson<Media[]>(admin, `${api}/media/search?limit=1`);
    const edited = await server.inject({
      method: 'PATCH',
      url: `${api}/media/${media[0]?._id}`,
      headers: bearer(issued.access_token),
      payload: { altText: 'Endret av importøren' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [entry] = await server.database.db
      .select({ userId: activityLog.userId, method: activityLog.method })
      .from(activityLog)
      .where(and(eq(activityLog.siteId, shopId), eq(activityLog.url, `${api}/media/${media[0]?._id}`)));
    const [creator] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.vev.no'));
    expect(entry).toEqual({ userId: creator?.id, method: 'PATCH' });
  });

  it('an unknown or revoked token gets 401, at once for every token of the key', async () => {
    expect((await server.inject({ method: 'GET', url: `${api}/pages`, headers: bearer('oppdiktet') })).statusCode).toBe(
      401,
    );
    const issued = (
      await token({ grant_type: 'client_credentials', client_id: key.clientId, client_secret: key.clientSecret })
    ).json() as AccessTokenResponse;
    const removed = await server.inject({
      method: 'DELETE',
      url: `${api}/client-credentials/${key._id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const after = await server.inject({ method: 'GET', url: `${api}/pages`, headers: bearer(issued.access_token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'invalid_token', message: accessKeyMessages.invalidToken });
  });
});
