/**
 * Durability (QUALITY.md): every acknowledged write survives a killed process.
 *
 * Six writers PATCH three sites at once, each writer its own field of its own site, each write
 * with a new value and a marker of its own in the URL (`?write=…`, which the route ignores but
 * the activity log records). The server is SIGKILLed the moment a random-numbered write is
 * acknowledged, with the other writes in flight; then restarted on the same data, twice over.
 * After each restart each writer's field holds its last acknowledged value (or a later one it had
 * sent), and at the end every acknowledged write has its activity-log row, found by marker.
 *
 * How it fails when durability breaks: if a 200 could go out before the change is committed (a
 * response before the commit, writes buffered in memory or behind a timer, PGlite not writing
 * through to its files), the write acknowledged just before the kill is missing and the field
 * holds an older value, every time (checked by making updateSite write 30 ms after answering:
 * both variants fail on every run). A narrower race, such as the activity row written in
 * onResponse after the answer, leaves a sub-millisecond window; the two kills caught it in 7 of
 * 8 runs.
 */
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { activityLog } from '../../src/db/schema';
import {
  api,
  freshPostgres,
  killAll,
  postgresUrl,
  type ServerProcess,
  type Session,
  signIn,
  siteIds,
  startServer,
  stopServer,
  tempDataDir,
} from './server-process';

afterEach(killAll);

interface Writer {
  key: string;
  siteId: string;
  field: 'displayName' | 'tags';
  /** Index of the last write sent, and of the last one answered with 200. */
  sent: number;
  acked: number;
  failure?: string;
}

const body = (writer: Writer, i: number) =>
  writer.field === 'displayName' ? { displayName: `Skrevet ${writer.key} ${i}` } : { tags: [`${writer.key}-${i}`] };

/** The index of the writer's value a site holds now, -1 when it holds none of its values. */
function indexIn(writer: Writer, site: { displayName: string; tags: string[] }): number {
  const value = writer.field === 'displayName' ? site.displayName : (site.tags[0] ?? '');
  const prefix = writer.field === 'displayName' ? `Skrevet ${writer.key} ` : `${writer.key}-`;
  return value.startsWith(prefix) ? Number(value.slice(prefix.length)) : -1;
}

/** Writes until stopped or until the server stops answering; counts what was acknowledged. */
async function runWriter(url: string, session: Session, writer: Writer, stopped: () => boolean, onAck: () => void) {
  for (let i = 1; !stopped(); i++) {
    writer.sent = i;
    const pathname = `/api/sites/${writer.siteId}/site?write=${writer.key}-${i}`;
    const response = await api(url, session, 'PATCH', pathname, body(writer, i)).catch(() => null);
    if (!response) return; // the process died under this request: not acknowledged
    if (response.status !== 200) {
      writer.failure = `${pathname} answered ${response.status}: ${JSON.stringify(response.body)}`;
      return;
    }
    writer.acked = i;
    onAck();
  }
}

/** Runs the six writers against a fresh process and SIGKILLs it as a random-numbered write is acknowledged. */
async function writeAndKill(server: ServerProcess, session: Session, writers: Writer[]): Promise<void> {
  // Killing right on an acknowledgement makes the freshest one the most likely to be lost if a
  // 200 could go out before its commit; the other writers are in flight at that moment.
  const killAfter = 15 + Math.floor(Math.random() * 50);
  let stopped = false;
  let total = 0;
  let inFlight = 0;
  const kill = () => {
    if (stopped || ++total < killAfter || writers.some((writer) => writer.acked === 0 && !writer.failure)) return;
    stopped = true;
    inFlight = writers.filter((writer) => writer.sent > writer.acked).length;
    server.child.kill('SIGKILL');
  };
  await Promise.all(writers.map((writer) => runWriter(server.url, session, writer, () => stopped, kill)));
  server.child.kill('SIGKILL'); // in case every writer stopped on a failure first
  // Answers that arrive after kill() had left the process before it died: they count as acknowledged.
  expect(writers.map((writer) => writer.failure).filter(Boolean)).toEqual([]);
  expect(await server.exited).toBe('SIGKILL');
  expect(inFlight, 'writes were in flight at the kill').toBeGreaterThan(0);
  expect(
    writers.filter((writer) => writer.acked === 0).map((writer) => writer.key),
    'writers never answered',
  ).toEqual([]);
}

/** Each writer's field holds its last acknowledged value, or a later one that was in flight. */
async function expectLatestAcknowledged(url: string, session: Session, writers: Writer[]): Promise<void> {
  for (const writer of writers) {
    const site = await api(url, session, 'GET', `/api/sites/${writer.siteId}/site`);
    expect(site.status).toBe(200);
    const index = indexIn(writer, site.body as { displayName: string; tags: string[] });
    const context = `${writer.key}: acknowledged ${writer.acked}, sent ${writer.sent}`;
    expect(index, context).toBeGreaterThanOrEqual(writer.acked);
    expect(index, context).toBeLessThanOrEqual(writer.sent);
  }
}

/**
 * Two rounds of write, kill, restart on the same data (so the recovered database is written and
 * crashed once more). After each restart the session from before still works and the fields
 * hold what was acknowledged; at the end, the activity log has a row for every acknowledged write.
 */
async function killDuringWrites(env: Record<string, string>, readMarkers: () => Promise<Set<string>>) {
  let server = await startServer(env);
  const session = await signIn(server.url);
  const ids = Object.values(await siteIds(server.url, session));
  expect(ids).toHaveLength(3);
  const all: Writer[] = [];
  for (const round of [1, 2]) {
    const writers = ids.flatMap((siteId, s) =>
      (['displayName', 'tags'] as const).map(
        (field): Writer => ({ key: `r${round}s${s}${field[0]}`, siteId, field, sent: 0, acked: 0 }),
      ),
    );
    await writeAndKill(server, session, writers);
    all.push(...writers);
    server = await startServer(env);
    await expectLatestAcknowledged(server.url, session, writers);
  }
  await stopServer(server);

  const markers = await readMarkers();
  const numbered = (writer: Writer, count: number) => Array.from({ length: count }, (_, i) => `${writer.key}-${i + 1}`);
  for (const writer of all) {
    const missing = numbered(writer, writer.acked).filter((marker) => !markers.has(marker));
    expect(missing, `${writer.key}: acknowledged writes without their activity row`).toEqual([]);
  }
  const sent = new Set(all.flatMap((writer) => numbered(writer, writer.sent)));
  expect(
    [...markers].filter((marker) => !sent.has(marker)),
    'activity rows for writes never sent',
  ).toEqual([]);
}

/** The `?write=` markers of every PATCH in the activity log, read straight from the database. */
async function markersIn(options: { pgliteDir: string } | { databaseUrl: string }): Promise<Set<string>> {
  const database = await openDatabase({ ...options, poolSize: 1 });
  try {
    const rows = await database.db
      .select({ url: activityLog.url })
      .from(activityLog)
      .where(inArray(activityLog.method, ['PATCH']));
    return new Set(rows.map((row) => new URL(row.url, 'http://x').searchParams.get('write')).filter((m) => m !== null));
  } finally {
    await database.close();
  }
}

describe('faults: SIGKILL during a stream of writes loses no acknowledged write', () => {
  it('on PGlite in a data directory', async () => {
    const data = tempDataDir();
    try {
      await killDuringWrites({ DATA_DIR: data.dir }, () => markersIn({ pgliteDir: data.dir }));
    } finally {
      killAll();
      data.remove();
    }
  }, 120_000);

  it.runIf(postgresUrl)(
    'on PostgreSQL',
    async () => {
      const database = await freshPostgres(postgresUrl ?? '');
      try {
        await killDuringWrites({ DATABASE_URL: database.url }, () => markersIn({ databaseUrl: database.url }));
      } finally {
        killAll();
        await database.drop();
      }
    },
    120_000,
  );
});
