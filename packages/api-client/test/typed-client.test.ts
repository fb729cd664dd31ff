/**
 * The integrator's path, end to end: the app answers /api/docs over HTTP, openapi-typescript
 * (with Redocly's recommended rules) turns it into types, TypeScript 5 compiles the integrator's
 * code against them, and that code calls the API with an access key's bearer token.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../apps/server/test/harness';

const here = path.dirname(fileURLToPath(import.meta.url));
const generatedDir = path.join(here, 'generated');

const server = await startTestServer();
afterAll(() => server.close());
const baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
const documentText = await (await fetch(`${baseUrl}/api/docs`)).text();

/** The compiler's complaints about these files, one line each. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${path.basename(diagnostic.file.fileName)}: ` : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  });
}

describe('a typed client from /api/docs', () => {
  it('the document passes Redocly’s recommended rules without an error', async () => {
    const problems = await lintFromString({
      source: documentText,
      absoluteRef: `${baseUrl}/api/docs`,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`)).toEqual(
      [],
    );
  });

  it('openapi-typescript generates types that the integrator’s code compiles against', async () => {
    const types = astToString(await openapiTS(JSON.parse(documentText), { silent: true }));
    expect(types).toContain('listPages: {');
    expect(types).toContain('PageTreeNode: {');
    fs.mkdirSync(generatedDir, { recursive: true });
    fs.writeFileSync(path.join(generatedDir, 'schema.d.ts'), types);
    expect(typeErrors([path.join(here, 'integrator.ts'), path.join(here, 'type-checks.ts')])).toEqual([]);
  });

  it('calls two routes with an access key’s bearer token, and is refused one outside its scopes', async () => {
    const { accessToken, clientWithToken, domainsRefusal, pageTitles, treeTitles } = await import('./integrator');
    const siteId = await server.siteId('demobutikk');
    const admin = await server.signIn('admin@demo.vev.no');
    const created = await fetch(`${baseUrl}/api/sites/${siteId}/client-credentials`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'Lagersystem', scopes: ['read:content'] }),
    });
    expect(created.status).toBe(201);
    const key = (await created.json()) as { clientId: string; clientSecret: string };

    const client = clientWithToken(baseUrl, await accessToken(baseUrl, key.clientId, key.clientSecret));
    const titles = await pageTitles(client, siteId, 3);
    expect(titles).toHaveLength(3);
    expect(titles.every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
    const tree = await treeTitles(client, siteId);
    expect(tree.length).toBeGreaterThan(0);

    expect(await domainsRefusal(client, siteId)).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'Tilgangsnøkkelen har ikke tilgang til dette.',
    });
  });
});
