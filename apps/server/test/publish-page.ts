/** Saves a change to the page at a path as a draft and publishes it, through the API, as a user would. */
import type { Page } from '@vev/shared';
import { expect } from 'vitest';
import type { SignedIn, TestServer } from './harness';

export async function publishPageChange(
  server: TestServer,
  who: SignedIn,
  siteId: string,
  path: string,
  update: Partial<Page>,
): Promise<void> {
  const list = await server.readJson<Page[]>(who, `/api/sites/${siteId}/pages?limit=100`);
  const found = list.find((page) => page.path === path);
  if (!found) throw new Error(`no page at ${path}`);
  const page = await server.readJson<Page>(who, `/api/sites/${siteId}/pages/${found._id}`);
  const saved = await server.inject({
    method: 'PATCH',
    url: `/api/sites/${siteId}/pages/${page._id}`,
    headers: who.headers,
    payload: { version: page.version, ...update },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await server.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/pages/${page._id}/publish`,
    headers: who.headers,
    payload: { version: saved.json<Page>().version },
  });
  expect(published.statusCode, published.body).toBe(200);
}
