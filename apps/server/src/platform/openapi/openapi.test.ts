/**
 * The document at /api/docs as a client generator and an integrator read it: every reference
 * resolves, every operation has an id, a summary, tags, a security requirement that matches the
 * route's declared access, its error answers and all its path parameters; and /api/reference shows it.
 */
import { permissionScopes } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import type { RouteAccess } from '../access';
import { pathParameterNames } from './document';

const server = await startTestServer();
afterAll(() => server.close());

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { $ref?: string }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

const document = (await server.inject({ method: 'GET', url: '/api/docs' })).json() as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    path,
    method,
    operation,
    name: `${method.toUpperCase()} ${path}`,
  })),
);

/** Follows a local JSON pointer (`#/components/schemas/Page`) through the document. */
function resolve(ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

function refsIn(node: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(node)) return node.flatMap((child, index) => refsIn(child, `${at}/${index}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [{ ref: child, at }] : refsIn(child, `${at}/${key}`),
  );
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 and describes the JSON API, not the sign-on pages or the storefront', () => {
    expect(document.openapi).toBe('3.0.3');
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/users/me', '/api/sites/{siteId}/pages', '/media/{id}/file']));
    expect(paths.filter((path) => !path.startsWith('/api/') && !path.startsWith('/media/'))).toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
  });

  it('every $ref points at something in the document', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(100);
    const broken = refs.filter(({ ref }) => !ref.startsWith('#/') || resolve(ref) === undefined);
    expect(broken).toEqual([]);
  });

  it('the page tree is a named recursive schema', () => {
    const tree = document.paths['/api/sites/{siteId}/pages/tree']?.get?.responses['200'] as unknown;
    expect(refsIn(tree).map(({ ref }) => ref)).toEqual(['#/components/schemas/PageTreeNode']);
    expect(refsIn(resolve('#/components/schemas/PageTreeNode')).map(({ ref }) => ref)).toEqual([
      '#/components/schemas/PageTreeNode',
    ]);
  });

  it('every operation has a unique camelCase id, a summary and a tag', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(operations.filter(({ operation }) => !/^[a-z][A-Za-z0-9]+$/.test(operation.operationId ?? ''))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const undescribed = operations.filter(({ operation }) => !operation.summary?.trim() || !operation.tags?.length);
    expect(undescribed.map(({ name }) => name)).toEqual([]);
  });

  it('names what the bench and the dashboard call by their conventional ids', () => {
    const id = (method: string, path: string) => document.paths[path]?.[method]?.operationId;
    expect(id('get', '/api/sites/{siteId}/pages')).toBe('listPages');
    expect(id('get', '/api/sites/{siteId}/pages/{id}')).toBe('getPage');
    expect(id('post', '/api/sites/{siteId}/pages/{id}/publish')).toBe('publishPage');
    expect(id('post', '/api/oauth/token')).toBe('issueAccessToken');
  });

  it('declares every path parameter, and only those', () => {
    const mismatched = operations.filter(({ path, operation }) => {
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const names = declared.map((parameter) => parameter.name).sort();
      return (
        JSON.stringify(names) !== JSON.stringify(pathParameterNames(path).sort()) ||
        declared.some((parameter) => !parameter.required)
      );
    });
    expect(mismatched.map(({ name }) => name)).toEqual([]);
  });

  it('every operation documents its 4xx answers with the shared error body', () => {
    // A public read without input has no 4xx to give (the health check, the dashboard's start-up settings).
    const withoutErrors = operations.filter(
      ({ operation }) => !Object.keys(operation.responses).some((s) => /^4/.test(s)),
    );
    expect(withoutErrors.map(({ name }) => name).sort()).toEqual(['GET /api/config', 'GET /api/health']);
    for (const { operation } of withoutErrors)
      expect([operation.security, operation.parameters]).toEqual([[], undefined]);
    for (const { operation, name } of operations) {
      for (const [status, response] of Object.entries(operation.responses).filter(([s]) => /^4/.test(s))) {
        expect(response.$ref, `${name} ${status}`).toMatch(/^#\/components\/responses\//);
        const shared = resolve(response.$ref ?? '') as { content: Record<string, { schema: { $ref: string } }> };
        expect(shared.content['application/json']?.schema.$ref).toBe('#/components/schemas/ApiError');
      }
    }
    const error = resolve('#/components/schemas/ApiError') as { properties: object; required: string[] };
    expect(Object.keys(error.properties)).toEqual(expect.arrayContaining(['error', 'message', 'fields']));
    expect(error.required).toEqual(['error', 'message']);
  });

  it('every operation describes its success answer, and an answer without a body is a 204', () => {
    const success = ({ operation }: (typeof operations)[number]) =>
      Object.entries(operation.responses).filter(([status]) => /^2/.test(status)) as [
        string,
        { description?: string },
      ][];
    const undescribed = operations.filter((op) =>
      success(op).some(([, answer]) => answer.description === 'Default Response'),
    );
    expect(undescribed.map(({ name }) => name)).toEqual([]);
    const deleted = document.paths['/api/sites/{siteId}/pages/{id}']?.delete?.responses ?? {};
    expect(Object.keys(deleted).filter((status) => /^2/.test(status))).toEqual(['204']);
    expect(deleted['204']).toEqual({ description: 'Utført; svaret har ingen kropp' });
    const csv = document.paths['/api/sites/{siteId}/redirects/export']?.get?.responses['200'] as { content?: object };
    expect(Object.keys(csv.content ?? {})).toEqual(['text/csv']);
  });

  it('uploads and CSV imports take a multipart/form-data body with the file', () => {
    const multipart = operations.filter(
      ({ operation }) => 'multipart/form-data' in (operation.requestBody?.content ?? {}),
    );
    expect(multipart.map(({ name }) => name).sort()).toEqual([
      'POST /api/sites/{siteId}/cookies/import',
      'POST /api/sites/{siteId}/media',
      'POST /api/sites/{siteId}/redirects',
    ]);
    for (const { operation } of multipart) {
      const schema = operation.requestBody?.content['multipart/form-data']?.schema;
      expect(schema).toMatchObject({
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      });
      expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    }
  });

  it('answers 4xx as the route can: 404 for site routes, 429 and no 401 for the token endpoint', () => {
    const statuses = (method: string, path: string) => Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(statuses('get', '/api/sites/{siteId}/pages')).toEqual(expect.arrayContaining(['400', '401', '403', '404']));
    expect(statuses('patch', '/api/sites/{siteId}/pages/{id}')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413']),
    );
    expect(statuses('post', '/api/oauth/token')).toEqual(expect.arrayContaining(['400', '403', '413', '429']));
    expect(statuses('post', '/api/oauth/token')).not.toContain('401');
    expect(statuses('get', '/api/users/me')).not.toContain('404');
  });
});

describe('security in the document', () => {
  const schemes = document.components.securitySchemes as Record<string, Record<string, unknown>>;

  it('defines the session cookie, its CSRF header, and access-key tokens with every scope', () => {
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'vev_session' });
    expect(schemes.csrfToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-csrf-token' });
    const flows = schemes.accessKey?.flows as { clientCredentials: { tokenUrl: string; scopes: object } } | undefined;
    const flow = flows?.clientCredentials;
    expect(flow?.tokenUrl).toBe('http://localhost:3000/api/oauth/token');
    expect(Object.keys(flow?.scopes ?? {})).toEqual([...permissionScopes]);
  });

  it("each operation's requirement is the access its route declares", () => {
    const declared = new Map(
      server.app.routeTable.map((route) => [
        `${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
        route.access,
      ]),
    );
    const expected = (access: RouteAccess | undefined, method: string) => {
      if (!access || access.kind === 'public') return [];
      const session = method === 'get' ? { session: [] } : { session: [], csrfToken: [] };
      return access.kind === 'site' && access.scope ? [session, { accessKey: [access.scope] }] : [session];
    };
    const wrong = operations.filter(
      ({ path, method, operation }) =>
        JSON.stringify(operation.security) !== JSON.stringify(expected(declared.get(`${method} ${path}`), method)),
    );
    expect(wrong.map(({ name }) => name)).toEqual([]);
    expect(document.paths['/api/sites/{siteId}/pages']?.get?.security).toEqual([
      { session: [] },
      { accessKey: ['read:content'] },
    ]);
    expect(document.paths['/api/sites/{siteId}/client-credentials']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/oauth/token']?.post?.security).toEqual([]);
  });
});

describe('/api/reference', async () => {
  const response = await server.inject({ method: 'GET', url: '/api/reference' });
  const html = response.body;

  it('is a Norwegian HTML page with every operation, grouped by area', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<h1>API-referanse</h1>');
    expect(html).toContain('<h2>Sider</h2>');
    expect(html).toContain('<h2>Tilgangsnøkler</h2>');
    for (const { operation } of operations) expect(html).toContain(`id="op-${operation.operationId}"`);
  });

  it('shows each operation with its method, path, summary, scope and shapes', () => {
    const start = html.indexOf('id="op-listPages"');
    const article = html.slice(start, html.indexOf('</article>', start));
    expect(article).toContain('<span class="method get">GET</span> <code>/api/sites/{siteId}/pages</code>');
    expect(article).toContain(`<p class="summary">${document.paths['/api/sites/{siteId}/pages']?.get?.summary}</p>`);
    expect(article).toContain('<code>read:content</code>');
    expect(article).toContain('<td><code>limit</code></td>');
    expect(article).toMatch(/Svar 200 \(application\/json\)<\/summary><pre>\{/);
    expect(html).toContain('<a href="#schema-pagetreenode">PageTreeNode</a>');
  });

  it('is self-contained: no scripts and nothing loaded from another host', () => {
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});
