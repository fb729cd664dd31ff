import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testSecret } from '../test/harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health', () => {
  it('GET /api/health answers 200 {"status":"ok"} once the database is migrated', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"status":"ok"}');
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await openDatabase({ pgliteDir: null });
    const app = await buildApp({ config: server.config, database, logger: false });
    await database.close();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('/api/docs describes the API from the same schemas', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/users/me', '/api/sites', '/api/sites/{siteId}/site']),
    );
    expect(Object.keys(document.paths)).not.toContain('/sso/login');
  });
});

describe('serving the dashboard', () => {
  let dashboardDir: string;
  beforeAll(() => {
    dashboardDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vev-dashboard-'));
    fs.mkdirSync(path.join(dashboardDir, 'assets'));
    fs.writeFileSync(path.join(dashboardDir, 'index.html'), '<!doctype html><title>Vev</title>');
    fs.writeFileSync(path.join(dashboardDir, 'assets', 'app-123.js'), 'console.log(1)');
  });
  afterAll(() => fs.rmSync(dashboardDir, { recursive: true, force: true }));

  async function appWithDashboard(dir: string) {
    const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: testSecret, DASHBOARD_DIR: dir });
    return buildApp({ config, database: server.database, logger: false });
  }

  it('every client-side route gets index.html, never cached', async () => {
    const app = await appWithDashboard(dashboardDir);
    try {
      for (const url of ['/', '/logg-inn', '/innhold/sider', '/velg-nettsted?x=1']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toBe('<!doctype html><title>Vev</title>');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    } finally {
      await app.close();
    }
  });

  it('built assets are cached for good; a missing asset is a 404, not index.html', async () => {
    const app = await appWithDashboard(dashboardDir);
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await app.inject({ method: 'GET', url: '/assets/finnes-ikke.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'resourceNotFound' });
    } finally {
      await app.close();
    }
  });

  it('without a built dashboard, a client route says in Norwegian how to build it', async () => {
    const response = await server.inject({ method: 'GET', url: '/logg-inn' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Dashbordet er ikke bygget. Kjør «npm run build».');
  });
});

describe('requests Node cannot parse', () => {
  it('a NUL in a header answers 400 as JSON in Norwegian, not Node\'s "Client Error"', async () => {
    const app = await buildApp({ config: server.config, database: server.database, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Feil: a\0b\r\n\r\n');
        });
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
        });
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(answer).toContain('{"error":"badRequest","message":"Forespørselen er ugyldig."}');
    } finally {
      await app.close();
    }
  });
});
