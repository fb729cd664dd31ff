/**
 * What an integrator writes with the client generated from /api/docs: a bearer token for an access
 * key, and typed calls with it. The test generates `./generated/schema.d.ts`, typechecks this file
 * against it with TypeScript 5, and runs it against a real server.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema';

export type ApiClient = Client<paths>;

/** Client id and secret for a token (OAuth 2's client credentials grant). */
export async function accessToken(baseUrl: string, clientId: string, clientSecret: string): Promise<string> {
  const { data, error } = await createClient<paths>({ baseUrl }).POST('/api/oauth/token', {
    body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });
  if (error) throw new Error(`${error.error}: ${error.message}`);
  return data.access_token;
}

export const clientWithToken = (baseUrl: string, token: string): ApiClient =>
  createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

/** The titles of the first pages of the site's page list. */
export async function pageTitles(client: ApiClient, siteId: string, limit: number): Promise<string[]> {
  const { data, error } = await client.GET('/api/sites/{siteId}/pages', {
    params: { path: { siteId }, query: { limit } },
  });
  if (error) throw new Error(error.message);
  return data.map((page) => page.title);
}

/** Every title in the page tree, parents before their children. */
export async function treeTitles(client: ApiClient, siteId: string): Promise<string[]> {
  const { data, error } = await client.GET('/api/sites/{siteId}/pages/tree', { params: { path: { siteId } } });
  if (error) throw new Error(error.message);
  const walk = (nodes: typeof data): string[] => nodes.flatMap((node) => [node.title, ...walk(node.children)]);
  return walk(data);
}

/** A call outside the key's scopes: the answer's status and its documented error body. */
export async function domainsRefusal(client: ApiClient, siteId: string) {
  const { error, response } = await client.GET('/api/sites/{siteId}/site/domains', { params: { path: { siteId } } });
  return { status: response.status, code: error?.error, message: error?.message };
}
