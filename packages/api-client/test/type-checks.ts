/**
 * Compiled with the generated types and never run: calls the API would refuse are refused by the
 * types too, which shows the client is typed from the document and not `any`.
 */
import type { ApiClient } from './integrator';

export async function refusedByTheTypes(client: ApiClient, siteId: string) {
  // @ts-expect-error: no such path
  await client.GET('/api/sites/{siteId}/no-such-list', { params: { path: { siteId } } });
  // @ts-expect-error: the list's limit is a number
  await client.GET('/api/sites/{siteId}/pages', { params: { path: { siteId }, query: { limit: 'tre' } } });
  // @ts-expect-error: the path needs its siteId
  await client.GET('/api/sites/{siteId}/pages', { params: { path: {} } });
  // @ts-expect-error: a page has no field named headline
  await client.POST('/api/sites/{siteId}/pages', { params: { path: { siteId } }, body: { headline: 'Om oss' } });
}
