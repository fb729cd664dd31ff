/**
 * How a server module declares itself: its routes, the sources it adds to the dependency report,
 * what site duplication copies of it, its background jobs and the files it makes for mail. `modules/index.ts` lists every
 * module's manifest and the app registers everything from that list, so a new module is added
 * in its own folder and one line of that list. `Context` is what the app gives its modules
 * (database, configuration, media, domains …); it is defined beside the list, since platform
 * code knows no module.
 */
import type { ActivityTargetType, DuplicationResource } from '@vev/shared';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { ActivityTargetPlace } from './activity/targets';
import type { JobHandler, JobHandlers } from './jobs/worker';
import type { MailAttachmentMaker, MailAttachmentMakers } from './mail/sender';
import type { DependentSource } from './references/references';
import type { DraftRow } from './resources/draftable-state';
import type { DraftableResource } from './resources/drafts';
import type { MediaStorage } from './storage/storage';

/**
 * Where a route plugin is mounted: `site` under `/api/sites/:siteId` (the site context and its
 * membership check), `api` under `/api`, `root` at the paths it names itself.
 */
export type RouteMount = 'site' | 'api' | 'root';

export interface ModuleRoutes<Context extends FastifyPluginOptions> {
  mount: RouteMount;
  /** Gets the app's context as its options. */
  plugin: FastifyPluginAsyncZod<Context>;
}

/** A table of site rows: `(site_id, id)` names a row. */
export type SiteRowsTable = PgTable & { siteId: PgColumn; id: PgColumn };

/** One duplication as the copiers see it. */
export interface CopyScope {
  jobId: string;
  sourceSiteId: string;
  newSiteId: string;
  /** The rows this duplication copies, in the order they are copied. */
  copied: readonly CopiedRows[];
}

/**
 * Rows that site duplication copies, named by the reference type other documents use for them
 * ('page', 'media' …): either a draftable resource's documents (copied with their drafts, their
 * references rewritten and their search entries), or rows the module copies itself.
 */
export type CopiedRows = {
  type: string;
  /** The duplication dialog's choices (spec 2 §7) that copy these rows. */
  copiedWith: readonly DuplicationResource[];
} & (
  | {
      // The resources differ in their document and row; the copy treats them alike.
      resource: DraftableResource<unknown, DraftRow<unknown>>;
      /** The search entries of these documents (a page is indexed as a page, category or product page). */
      searchTypes: readonly string[];
    }
  | {
      table: SiteRowsTable;
      copy(run: { db: Database; storage: MediaStorage; scope: CopyScope; signal: AbortSignal }): Promise<void>;
    }
);

/** A draftable resource's documents as site duplication copies them. */
export const copiedDocuments = <Doc, Row extends DraftRow<Doc>>(
  resource: DraftableResource<Doc, Row>,
  input: { copiedWith: readonly DuplicationResource[]; searchTypes: readonly string[] },
): CopiedRows => ({
  type: resource.type,
  resource: resource as unknown as DraftableResource<unknown, DraftRow<unknown>>,
  ...input,
});

export const copiedTable = (copied: CopiedRows): SiteRowsTable =>
  'resource' in copied ? copied.resource.table : copied.table;

export interface ModuleManifest<Context extends FastifyPluginOptions> {
  /** The module's folder under `modules/`. */
  name: string;
  /** Registered in this order; within a plugin, specific paths before generic ones. */
  routes?: readonly ModuleRoutes<Context>[];
  /** How the module's documents appear in a dependency report, by the source type they refer as. */
  dependentSources?: Readonly<Record<string, DependentSource>>;
  /** What site duplication copies of the module, in the order it is copied. */
  duplication?: readonly CopiedRows[];
  /** Background jobs by kind. */
  jobs?(context: Context): Readonly<Record<string, JobHandler>>;
  /** Files the module makes for mail when it is sent (`made` attachments), by kind. */
  mailAttachments?(context: Context): Readonly<Record<string, MailAttachmentMaker>>;
  /** Where the activity log links the things the module's entries name, by target type. */
  activityTargets?: Readonly<Partial<Record<ActivityTargetType, ActivityTargetPlace>>>;
}

/** Each entry once: two modules claiming the same key is a mistake to see at start-up. */
function collect<T>(what: string, entries: Iterable<[string, T]>): Map<string, T> {
  const collected = new Map<string, T>();
  for (const [key, value] of entries) {
    if (collected.has(key)) throw new Error(`two modules declare the ${what} '${key}'`);
    collected.set(key, value);
  }
  return collected;
}

export const moduleDependentSources = <Context extends FastifyPluginOptions>(
  modules: readonly ModuleManifest<Context>[],
) =>
  collect(
    'dependent source',
    modules.flatMap((module) => Object.entries(module.dependentSources ?? {})),
  );

export const moduleJobs = <Context extends FastifyPluginOptions>(
  modules: readonly ModuleManifest<Context>[],
  context: Context,
): JobHandlers =>
  collect(
    'job kind',
    modules.flatMap((module) => Object.entries(module.jobs?.(context) ?? {})),
  );

export const moduleActivityTargets = <Context extends FastifyPluginOptions>(
  modules: readonly ModuleManifest<Context>[],
) =>
  collect(
    'activity target type',
    modules.flatMap((module) => Object.entries(module.activityTargets ?? {})),
  );

/** Everything site duplication can copy, in the modules' order. */
export const duplicatedRows = <Context extends FastifyPluginOptions>(
  modules: readonly ModuleManifest<Context>[],
): CopiedRows[] => modules.flatMap((module) => module.duplication ?? []);

export const moduleMailAttachments = <Context extends FastifyPluginOptions>(
  modules: readonly ModuleManifest<Context>[],
  context: Context,
): MailAttachmentMakers =>
  collect(
    'mail attachment',
    modules.flatMap((module) => Object.entries(module.mailAttachments?.(context) ?? {})),
  );
