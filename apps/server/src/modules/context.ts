/** What the app gives its modules: their route plugins' options and their jobs' dependencies. */
import { Resolver } from 'node:dns/promises';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ModuleManifest } from '../platform/modules';
import type { DomainContext, ResolveTxt } from './domains/service';
import { createMediaContext } from './media/routes';
import type { MediaContext } from './media/service';

export interface ModuleContext {
  db: Database;
  config: Config;
  media: MediaContext;
  domains: DomainContext;
  /** Every module's manifest, for a module that acts on what the others declare (site duplication). */
  modules: readonly ServerModule[];
}

export type ServerModule = ModuleManifest<ModuleContext>;

/** Node's resolver with a short timeout, so a dashboard's poll never hangs on a slow name server. */
function defaultResolveTxt(): ResolveTxt {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return (name) => resolver.resolveTxt(name);
}

export function createModuleContext(input: {
  db: Database;
  config: Config;
  modules: readonly ServerModule[];
  /** DNS TXT lookups for domain validation; Node's resolver unless a test gives answers. */
  resolveTxt?: ResolveTxt;
}): ModuleContext {
  const { db, config } = input;
  return {
    db,
    config,
    media: createMediaContext(db, config),
    domains: {
      db,
      resolveTxt: input.resolveTxt ?? defaultResolveTxt(),
      ip1: config.domainTargetIp ?? null,
      platformHost: config.publicUrl.hostname,
    },
    modules: input.modules,
  };
}
