/**
 * Module manifests: every module folder with a manifest is in the list, and the app registers
 * what the list declares (routes, dependent sources, jobs, what site duplication copies).
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';
import { siteScopePrefix } from '../platform/access';
import { duplicatedRows, moduleDependentSources, moduleJobs } from '../platform/modules';
import { createModuleContext, type ServerModule } from './context';
import { serverModules } from './index';
import { copiedFor } from './site-duplication/scope';

const server = await startTestServer({ seed: false });
afterAll(() => server.close());
const context = createModuleContext({ db: server.database.db, config: server.config, modules: serverModules });

/** The routes one module's plugins register on their own, as `METHOD /url`. */
async function routesOf(module: ServerModule): Promise<string[]> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  const prefixes = { site: siteScopePrefix, api: '/api', root: '' };
  for (const { mount, plugin } of module.routes ?? [])
    await app.register(plugin, { ...context, prefix: prefixes[mount] });
  await app.ready();
  await app.close();
  return routes;
}

describe('module manifests', () => {
  it('every module folder with an index.ts is in modules/index.ts, once', () => {
    const folders = fs
      .readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(new URL(`${entry.name}/index.ts`, import.meta.url)))
      .map((entry) => entry.name);
    const names = serverModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders.sort());
  });

  it("the app registers every module's routes", async () => {
    const registered = new Set(server.app.routeTable.map((route) => `${route.method} ${route.url}`));
    for (const module of serverModules) {
      const routes = await routesOf(module);
      if (module.routes?.length) expect(routes.length, module.name).toBeGreaterThan(0);
      for (const route of routes) expect(registered, `${module.name}: ${route}`).toContain(route);
    }
  });

  it('no two modules declare the same dependent source or job kind', () => {
    expect([...moduleDependentSources(serverModules).keys()]).toEqual(
      expect.arrayContaining(['page', 'template', 'component', 'siteSettings', 'themeConfig', 'globalPropsDraft']),
    );
    expect([...moduleJobs(serverModules, context).keys()]).toEqual(
      expect.arrayContaining(['siteDuplication', 'testkort.webhook']),
    );
  });

  it('site duplication copies what the manifests declare, media before the documents that show it', () => {
    const declared = duplicatedRows(serverModules);
    expect(declared.map((copied) => copied.type)).toEqual([
      'media',
      'component',
      'template',
      'page',
      'attribute',
      'form',
      'dataSet',
      'dataSetRecord',
      'experiment',
      'product',
      'productTemplate',
    ]);
    const typesFor = (...choices: Parameters<typeof copiedFor>[1]) =>
      copiedFor(declared, choices).map((copied) => copied.type);
    expect(typesFor('pages')).toEqual(['component', 'page', 'form', 'dataSet', 'dataSetRecord', 'experiment']);
    expect(typesFor('media')).toEqual(['media']);
    expect(typesFor('templates', 'media')).toEqual(['media', 'component', 'template']);
    expect(typesFor('attributes')).toEqual(['attribute']);
    expect(typesFor('products', 'attributes')).toEqual(['attribute', 'product']);
    expect(typesFor('productTemplates')).toEqual(['productTemplate']);
  });
});
