/**
 * Cache versions per domain: many writes in one domain (pages: content) neither write nor wait on the
 * site's row, and leave the cached answers of other domains (media, members) in place.
 */
import type { Media } from '@vev/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, twoColouredImage } from '../../src/modules/media/testing';
import { sites } from '../../src/platform/accounts/schema';
import { cacheHeader } from '../../src/platform/cache/answer-cache';
import { siteVersions } from '../../src/platform/cache/schema';
import { domainsChanged } from '../../src/platform/cache/site-versions';
import { startTestServer } from '../harness';

const server = await startTestServer();
afterAll(() => server.close());

const { db, kind } = server.database;
const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = (path: string) => `/api/sites/${shopId}${path}`;

async function cached(url: string): Promise<boolean> {
  const response = await server.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.headers[cacheHeader] === 'hit';
}

const templates = await server.readJson<{ _id: string; name: string }[]>(admin, shop('/templates'));
const template = { ref: templates.find((row) => row.name === 'Standard side')?._id };

/** Fifty pages created at once, each its own write in the content domain. */
async function fiftyPageWrites(round: string): Promise<void> {
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      server.inject({
        method: 'POST',
        url: shop('/pages'),
        headers: admin.headers,
        payload: { title: `Samtidig ${round} ${index}`, template },
      }),
    ),
  );
  for (const response of responses) expect(response.statusCode, response.body).toBe(201);
}

async function uploadedMedia(): Promise<Media> {
  const body = multipart([{ name: 'file', filename: 'domener.png', content: await twoColouredImage() }]);
  const response = await server.inject({
    method: 'POST',
    url: shop('/media'),
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Media;
}

/** The transaction id that last wrote the site's row: it changes with any write to that row. */
async function siteRowWriter(): Promise<string> {
  const [row] = await db
    .select({ xmin: sql<string>`${sites}.xmin::text` })
    .from(sites)
    .where(eq(sites.id, shopId));
  return row?.xmin ?? '';
}

/** Runs `work` while another transaction holds the given lock, and answers whether it finished meanwhile. */
async function finishesWhileHeld(lock: (tx: typeof db) => Promise<unknown>, work: () => Promise<unknown>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.transaction(async (tx) => {
    await lock(tx as unknown as typeof db);
    locked();
    await held;
  });
  await lockTaken;
  const finished = await Promise.race([
    work().then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000)),
  ]);
  release();
  await holder;
  return finished;
}

describe('cache versions per domain', () => {
  it('50 concurrent page writes leave the media and member lists cached, and never write the site’s row', async () => {
    const mediaSearch = shop('/media/search?limit=20');
    const members = shop('/members');
    const pages = shop('/pages?limit=20');
    for (const url of [mediaSearch, members, pages]) await cached(url);
    expect(await cached(mediaSearch)).toBe(true);
    expect(await cached(members)).toBe(true);
    expect(await cached(pages)).toBe(true);
    const before = await siteRowWriter();

    await fiftyPageWrites('a');

    expect(await cached(pages)).toBe(false);
    expect(await cached(mediaSearch)).toBe(true);
    expect(await cached(members)).toBe(true);
    expect(await siteRowWriter()).toBe(before);
    const [content] = await db
      .select({ version: siteVersions.version })
      .from(siteVersions)
      .where(sql`${siteVersions.siteId} = ${shopId} AND ${siteVersions.domain} = 'content'`);
    expect(content?.version).toBeGreaterThanOrEqual(50);
  });

  it('a media write ends the cached media search, and leaves the page list cached', async () => {
    const mediaSearch = shop('/media/search?limit=20');
    const pages = shop('/pages?limit=20');
    await cached(mediaSearch);
    await cached(pages);
    await uploadedMedia();
    expect(await cached(mediaSearch)).toBe(false);
    expect(await cached(pages)).toBe(true);
  });

  // PGlite has one connection: a transaction held open there would hold up every other query.
  it.skipIf(kind !== 'postgres')(
    '50 concurrent page writes finish while another transaction holds the site’s row',
    async () => {
      const finished = await finishesWhileHeld(
        (tx) => tx.execute(sql`SELECT id FROM sites WHERE id = ${shopId} FOR NO KEY UPDATE`),
        () => fiftyPageWrites('b'),
      );
      expect(finished).toBe(true);
    },
  );

  it.skipIf(kind !== 'postgres')('a media write finishes while a content write holds the content version', async () => {
    const file = await uploadedMedia();
    const finished = await finishesWhileHeld(
      (tx) => domainsChanged(tx, shopId, ['content']),
      async () => {
        const response = await server.inject({
          method: 'PATCH',
          url: shop(`/media/${file._id}`),
          headers: admin.headers,
          payload: { altText: 'Mens innholdet skrives' },
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    );
    expect(finished).toBe(true);
  });
});
