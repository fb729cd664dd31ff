import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer, type TestServer } from '../../test/harness';
import { buildApp } from '../app';
import { access } from './access';

let server: TestServer;
let admin: SignedIn;
let siteUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.vev.no');
  siteUrl = `/api/sites/${await server.siteId('hjemmeside')}/site`;
});
afterAll(() => server.close());

const patchRaw = (payload: string | Buffer, contentType: string) =>
  server.inject({ method: 'PATCH', url: siteUrl, headers: { ...admin.headers, 'content-type': contentType }, payload });

describe('HTTP errors as JSON with Norwegian messages', () => {
  it('malformed JSON answers 400 badRequest', async () => {
    const response = await patchRaw('{"displayName": "Ny', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'badRequest', message: 'Forespørselen inneholder ugyldig JSON.' });
  });

  it('an empty JSON body answers 400 badRequest', async () => {
    const response = await patchRaw('', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest', message: 'Forespørselen inneholder ugyldig JSON.' });
  });

  it('a JSON body that is not an object answers 400 with a Norwegian message', async () => {
    const response = await patchRaw('"bare tekst"', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'badRequest',
      message: 'Ugyldig verdi: forventet objekt.',
      fields: { _: 'Ugyldig verdi: forventet objekt.' },
    });
  });

  it('an unknown route under /api answers 404 resourceNotFound', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await server.inject({ method, url: '/api/finnes-ikke', headers: admin.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'resourceNotFound', message: 'Fant ikke det du lette etter.' });
    }
  });

  it('an unknown route under /sso answers 404 JSON too', async () => {
    const response = await server.inject({ method: 'GET', url: '/sso/finnes-ikke' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'resourceNotFound' });
  });

  it('a body over 1 MB answers 413 and changes nothing', async () => {
    const payload = JSON.stringify({ displayName: 'x'.repeat(1024 * 1024) });
    const response = await patchRaw(payload, 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payloadTooLarge', message: 'Forespørselen er for stor.' });
    const site = await server.inject({ method: 'GET', url: siteUrl, headers: { cookie: admin.cookie } });
    expect(site.json().displayName).toBe('Hjemmeside');
  });

  it('an oversized sign-in form answers 413', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=a%40b.no&password=${'x'.repeat(20 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('a text/plain body is not a site: 400 badRequest, never 500', async () => {
    const response = await patchRaw('displayName=Ny', 'text/plain');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest', message: 'Ugyldig verdi: forventet objekt.' });
  });

  it.each([
    ['application/xml', '<site><displayName>Ny</displayName></site>'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('a %s body answers 415 unsupportedMediaType, never 500', async (contentType, payload) => {
    const response = await patchRaw(payload, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'unsupportedMediaType', message: 'Innholdstypen støttes ikke.' });
  });

  it('an invalid query answers 400 with the field, never 500', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/auth/logout?doNotRedirect=kanskje' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'badRequest',
      message: '«doNotRedirect»: Ugyldig valg.',
      fields: { doNotRedirect: 'Ugyldig valg.' },
    });
  });

  it('a sign-in form without the password answers 400, never 500', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=admin%40demo.vev.no',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest', fields: { password: 'Feltet må fylles ut.' } });
  });
});

describe('an unexpected failure', () => {
  it('answers 500 internalServerError without details, and is logged on the server', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: server.config,
      database: server.database,
      logger: { level: 'error', stream },
    });
    app.get('/api/test/feil', { config: { access: access.public } }, async () => {
      throw new Error('hemmelig detalj i databasen');
    });
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test/feil' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'internalServerError',
        message: 'Noe gikk galt på serveren. Prøv igjen om litt.',
      });
      expect(response.body).not.toContain('hemmelig');
      expect(lines.join('')).toContain('hemmelig detalj i databasen');
    } finally {
      await app.close();
    }
  });
});
