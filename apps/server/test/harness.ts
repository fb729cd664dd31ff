/**
 * A real server for API tests: buildApp() on a fresh database (in-memory PGlite, or a
 * new PostgreSQL database when VEV_TEST_POSTGRES_URL is set), with the demo data seeded.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PermissionLevel } from '@vev/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject as provided } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { demoPassword, seedDemo } from '../src/db/seed-demo';
import { demoMediaOptions } from '../src/db/seed-demo-media';
import { createUser } from '../src/modules/account/service';
import type { ResolveTxt } from '../src/modules/domains/service';
import { memberships, sites } from '../src/platform/accounts/schema';
import { hashPassword } from '../src/platform/passwords';
import { freshPostgres } from './fresh-postgres';
import './provided-context';

export const testSecret = 'test-secret-that-is-long-enough-for-vev-0123456789';

export interface SignedIn {
  cookie: string;
  csrf: string;
  /** Headers for an authenticated write: session cookie, CSRF cookie and header. */
  headers: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Signs in through the real sign-on form and returns the cookies it set. */
  signIn(email: string, password?: string): Promise<SignedIn>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** GET as this person; expects 200 and answers the JSON body. */
  readJson<T>(who: SignedIn, url: string): Promise<T>;
  siteId(name: string): Promise<string>;
  /** Adds a person with the demo password, member of the named sites at the given levels; answers the user id. */
  addUser(email: string, siteLevels?: Record<string, PermissionLevel>): Promise<string>;
  close(): Promise<void>;
}

/** A JSON call on any site's API as `who`, expecting a 2xx: for setting up what a test reads. */
export function siteApiAs(server: TestServer, who: SignedIn) {
  return async <T>(siteId: string, method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object): Promise<T> => {
    const response = await server.inject({
      method,
      url: `/api/sites/${siteId}${path}`,
      headers: method === 'GET' ? { cookie: who.cookie } : who.headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
}

export function cookiesFrom(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** The migrated database of test/global-setup.ts, read once per test file. */
let pgliteImage: Blob | undefined;
function migratedImage(): Blob | undefined {
  const file = provided('pgliteImage');
  if (file && !pgliteImage) pgliteImage = new Blob([fs.readFileSync(file)]);
  return pgliteImage;
}

export async function startTestServer(
  options: { env?: Record<string, string>; seed?: boolean; resolveTxt?: ResolveTxt } = {},
): Promise<TestServer> {
  const postgresUrl = process.env.VEV_TEST_POSTGRES_URL;
  const postgres = postgresUrl ? await freshPostgres(postgresUrl, provided('postgresTemplate') ?? undefined) : null;
  // Media files and variants go to a directory of this server's own, removed on close.
  const dataDir = options.env?.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'vev-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    SESSION_SECRET: testSecret,
    PUBLIC_URL: 'http://localhost:3000',
    DASHBOARD_DIR: '/nonexistent',
    // Jobs stay queued unless a test runs them (or asks for the worker with JOB_WORKER=true).
    JOB_WORKER: 'false',
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: postgres?.url,
    pgliteDir: null,
    pgliteImage: postgres ? undefined : migratedImage(),
    poolSize: 4,
  });
  if (options.seed !== false) await seedDemo(database.db, { media: demoMediaOptions(config) });
  // DNS is never asked in tests: domains see no TXT records unless a test gives its own resolver.
  const resolveTxt = options.resolveTxt ?? (async () => []);
  const app = await buildApp({ config, database, logger: false, resolveTxt });
  await app.ready();

  const inject = (injectOptions: InjectOptions) => app.inject(injectOptions);
  const siteId = async (name: string) => {
    const [row] = await database.db.select({ id: sites.id }).from(sites).where(eq(sites.name, name));
    if (!row) throw new Error(`no site named ${name}`);
    return row.id;
  };

  return {
    app,
    database,
    config,
    inject,
    async readJson(who, url) {
      const response = await inject({ method: 'GET', url, headers: { cookie: who.cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    async signIn(email, password = demoPassword) {
      const response = await inject({
        method: 'POST',
        url: '/sso/login?dashboard=true',
        payload: new URLSearchParams({ email, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (response.statusCode !== 303) throw new Error(`sign-in as ${email} failed: ${response.statusCode}`);
      const cookies = cookiesFrom(response);
      const session = cookies.vev_session;
      const csrf = cookies.csrf_token;
      if (!session || !csrf) throw new Error('sign-in set no session');
      const cookie = `vev_session=${session}; csrf_token=${csrf}`;
      return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
    },
    siteId,
    async addUser(email, siteLevels = {}) {
      const user = await createUser(database.db, {
        email,
        name: email.split('@')[0] ?? email,
        passwordHash: await hashPassword(demoPassword),
      });
      for (const [siteName, permission] of Object.entries(siteLevels)) {
        await database.db.insert(memberships).values({ siteId: await siteId(siteName), userId: user.id, permission });
      }
      return user.id;
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
