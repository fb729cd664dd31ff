/**
 * The database goes away and comes back: /api/health answers 503 (JSON) while PostgreSQL is
 * out of reach, other API calls answer 503 serviceUnavailable (JSON) at once instead of hanging, and the
 * same server process recovers by itself when the database returns.
 *
 * The machine's PostgreSQL is shared with other tests, so it is not stopped: the server reaches
 * it through a TCP proxy in this test, and the outage is the proxy closing and cutting every
 * connection; the database returns when the proxy listens again on the same port.
 *
 * How it fails: a health check that does not ask the database keeps answering 200; a pool that
 * waits for a connection without a time limit makes the calls time out here (they must answer
 * within a few seconds); a pool that keeps broken connections, or a process that crashed on a
 * connection error (an unhandled 'error' event), never answers 200 again.
 */
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { api, freshPostgres, killAll, postgresUrl, signIn, siteIds, startServer, waitFor } from './server-process';

afterEach(killAll);

/** Forwards 127.0.0.1:port to the target; close() refuses new connections and cuts the open ones. */
class TcpProxy {
  port = 0;
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    // The same port again after an outage; retried in case the port is still being let go.
    for (let attempt = 1; ; attempt++) {
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(this.port, '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
          });
        });
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

/** 503 serviceUnavailable with the Norwegian message: the database is away, the request was not at fault. */
const isUnavailable = (response: { status: number; contentType: string; body: unknown }) =>
  response.status === 503 &&
  response.contentType.startsWith('application/json') &&
  (response.body as { error?: unknown }).error === 'serviceUnavailable' &&
  (response.body as { message?: unknown }).message === 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.';

describe.runIf(postgresUrl)('faults: the database out of reach and back', () => {
  it('health answers 503 during the outage, calls fail fast with JSON, and the server recovers by itself', async () => {
    const database = await freshPostgres(postgresUrl ?? '');
    const target = new URL(database.url);
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    try {
      await proxy.open();
      const viaProxy = new URL(database.url);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const server = await startServer({ DATABASE_URL: viaProxy.href });
      const health = () => api(server.url, null, 'GET', '/api/health', undefined, 5_000);
      expect((await health()).body).toEqual({ status: 'ok' });
      const session = await signIn(server.url);
      const site = `/api/sites/${(await siteIds(server.url, session)).demobutikk}/site`;
      expect((await api(server.url, session, 'PATCH', site, { displayName: 'Før bruddet' })).status).toBe(200);

      // Outage: within a few seconds health says 503, as JSON.
      let since = Date.now();
      await proxy.close();
      const down = await waitFor(health, (response) => response.status === 503, 5_000);
      expect(Date.now() - since).toBeLessThan(5_000);
      expect(down.contentType).toMatch(/^application\/json/);
      expect(down.body).toEqual({ status: 'unavailable' });

      // A read and a write answer 503 at once, as JSON, and do not hang.
      since = Date.now();
      const read = await api(server.url, session, 'GET', '/api/sites', undefined, 8_000);
      const write = await api(server.url, session, 'PATCH', site, { displayName: 'Under bruddet' }, 8_000);
      expect(Date.now() - since).toBeLessThan(8_000);
      expect(isUnavailable(read), JSON.stringify(read)).toBe(true);
      expect(isUnavailable(write), JSON.stringify(write)).toBe(true);
      expect((await health()).status).toBe(503);

      // The database is back on the same address: the same process answers 200 again by itself.
      since = Date.now();
      await proxy.open();
      expect((await waitFor(health, (response) => response.status === 200, 10_000)).body).toEqual({ status: 'ok' });
      expect(Date.now() - since).toBeLessThan(10_000);
      expect(server.child.exitCode).toBeNull();

      // The session from before still works; reads and writes go through again.
      expect((await api(server.url, session, 'GET', site)).body).toMatchObject({ displayName: 'Før bruddet' });
      expect((await api(server.url, session, 'PATCH', site, { displayName: 'Etter bruddet' })).status).toBe(200);
      expect((await api(server.url, session, 'GET', site)).body).toMatchObject({ displayName: 'Etter bruddet' });
      expect((await api(server.url, session, 'GET', '/api/sites')).status).toBe(200);
    } finally {
      killAll();
      await proxy.close();
      await database.drop();
    }
  }, 90_000);
});
