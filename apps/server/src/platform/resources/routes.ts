/**
 * The generic routes of a draftable resource (issue 4): list, read, create, edit, delete,
 * publish, discard and rollback, with the levels the product uses everywhere: readers read,
 * contributors edit and publish, admins delete and revert. Each write names its resource in the
 * activity log (`./activity.ts`).
 */
import { draftActionSchema, type PermissionScope } from '@vev/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite, currentUser } from '../access';
import { noteActivity } from '../activity/activity';
import { answers } from '../openapi/shapes';
import type { SessionUser } from '../sessions/sessions';
import type { SiteScope } from '../site-scope';
import { draftableActivity, draftableNote, draftableNoteById } from './activity';
import type { DraftRow } from './draftable-state';
import { type DraftableResource, deleteDraftable, discardDraft, publishDraft, rollbackTo } from './drafts';

/** The zod schemas of a resource's routes; the handlers' inputs are what they parse. */
export interface DraftableSchemas {
  entity: z.ZodType;
  listItem: z.ZodType;
  listQuery: z.ZodObject;
  getQuery: z.ZodObject;
  create: z.ZodType;
  update: z.ZodType;
  /** The query an edit takes (a page's experiment variant), when it takes one. */
  updateQuery?: z.ZodObject;
}

type UpdateQuery<S extends DraftableSchemas> = S['updateQuery'] extends z.ZodObject
  ? z.output<S['updateQuery']>
  : Record<string, never>;

export interface DraftableRoutes<Doc, Row extends DraftRow<Doc>, S extends DraftableSchemas> {
  /** '/pages' */
  path: string;
  tag: string;
  resource: DraftableResource<Doc, Row>;
  scopes: { read: PermissionScope; write: PermissionScope };
  schemas: S;
  list(db: Database, site: SiteScope, query: z.output<S['listQuery']>): Promise<unknown[]>;
  get(db: Database, site: SiteScope, id: string, query: z.output<S['getQuery']>): Promise<unknown>;
  create(db: Database, input: { siteId: string; user: SessionUser; body: z.output<S['create']> }): Promise<unknown>;
  update(
    db: Database,
    input: { siteId: string; id: string; user: SessionUser; body: z.output<S['update']>; query: UpdateQuery<S> },
  ): Promise<unknown>;
  /** The entity after publish, discard or rollback. */
  present(db: Database, site: SiteScope, id: string): Promise<unknown>;
}

/**
 * A part of the request fastify has validated with the route's schema. TypeScript cannot carry
 * the schemas' type parameter through fastify's type provider, so each handler names it here.
 */
const validated = <T>(value: unknown): T => value as T;

const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
const rollbackParams = idParams.extend({ revision: z.string().max(40) }).strict();

export function draftableRoutes<Doc, Row extends DraftRow<Doc>, S extends DraftableSchemas>(
  spec: DraftableRoutes<Doc, Row, S>,
): FastifyPluginAsyncZod<{ db: Database }> {
  return async (app, { db }) => {
    const tags = [spec.tag];
    const read = access.site('reader', spec.scopes.read);
    const edit = access.site('contributor', spec.scopes.write);
    const admin = access.site('admin', spec.scopes.write);
    const item = `${spec.path}/:id`;
    const { resource } = spec;
    /** Names the resource the write made or changed in its activity entry. */
    const noteWritten = async (request: FastifyRequest, answer: unknown, id?: string) =>
      noteActivity(
        request,
        await draftableNoteById(db, resource, currentSite(request).siteId, id ?? (answer as { _id: string })._id),
      );
    // The body is optional: a request without one arrives as null.
    const actionBody = draftActionSchema.nullish();

    app.get(
      spec.path,
      {
        config: { access: read, cachedBy: [spec.resource.cacheDomain, ...(spec.resource.listAlsoShows ?? [])] },
        schema: {
          summary: `${spec.tag}: hent liste`,
          tags,
          querystring: spec.schemas.listQuery,
          response: { 200: z.array(spec.schemas.listItem) },
        },
      },
      async (request) => spec.list(db, currentSite(request), validated<z.output<S['listQuery']>>(request.query)),
    );

    app.get(
      item,
      {
        config: { access: read },
        schema: {
          summary: `${spec.tag}: hent én`,
          tags,
          params: idParams,
          querystring: spec.schemas.getQuery,
          response: { 200: spec.schemas.entity },
        },
      },
      async (request) =>
        spec.get(db, currentSite(request), request.params.id, validated<z.output<S['getQuery']>>(request.query)),
    );

    app.post(
      spec.path,
      {
        config: { access: edit, activity: draftableActivity(resource, 'created') },
        schema: {
          summary: `${spec.tag}: opprett`,
          tags,
          body: spec.schemas.create,
          response: { 201: spec.schemas.entity },
        },
      },
      async (request, reply) => {
        const created = await spec.create(db, {
          siteId: currentSite(request).siteId,
          user: currentUser(request),
          body: validated<z.output<S['create']>>(request.body),
        });
        await noteWritten(request, created);
        return reply.status(201).send(created);
      },
    );

    app.patch(
      item,
      {
        config: { access: edit, activity: draftableActivity(resource, 'updated') },
        schema: {
          summary: `${spec.tag}: endre (lagres som utkast)`,
          tags,
          params: idParams,
          ...(spec.schemas.updateQuery ? { querystring: spec.schemas.updateQuery } : {}),
          body: spec.schemas.update,
          response: { 200: spec.schemas.entity },
        },
      },
      async (request) => {
        const updated = await spec.update(db, {
          siteId: currentSite(request).siteId,
          id: request.params.id,
          user: currentUser(request),
          body: validated<z.output<S['update']>>(request.body),
          query: validated<UpdateQuery<S>>(request.query ?? {}),
        });
        await noteWritten(request, updated, request.params.id);
        return updated;
      },
    );

    app.delete(
      item,
      {
        config: { access: admin, activity: draftableActivity(resource, 'deleted'), openapi: answers.noContent },
        schema: { summary: `${spec.tag}: slett`, tags, params: idParams },
      },
      async (request, reply) => {
        const removed = await deleteDraftable(db, resource, {
          siteId: currentSite(request).siteId,
          id: request.params.id,
        });
        noteActivity(request, draftableNote(resource, removed));
        return reply.status(204).send();
      },
    );

    for (const [action, run, done] of [
      ['publish', publishDraft, 'published'],
      ['discard', discardDraft, 'discarded'],
    ] as const) {
      app.post(
        `${item}/${action}`,
        {
          config: { access: edit, activity: draftableActivity(resource, done) },
          schema: {
            summary: `${spec.tag}: ${action === 'publish' ? 'publiser' : 'forkast'} utkastet`,
            tags,
            params: idParams,
            body: actionBody,
            response: { 200: spec.schemas.entity },
          },
        },
        async (request) => {
          const { siteId } = currentSite(request);
          const version = request.body?.version;
          const row = await run(db, resource, {
            siteId,
            id: request.params.id,
            user: currentUser(request),
            ...(version === undefined ? {} : { version }),
          });
          noteActivity(request, draftableNote(resource, row));
          return spec.present(db, currentSite(request), request.params.id);
        },
      );
    }

    app.post(
      `${item}/rollback/:revision`,
      {
        config: { access: admin, activity: draftableActivity(resource, 'reverted') },
        schema: {
          summary: `${spec.tag}: gjenopprett en tidligere versjon`,
          tags,
          params: rollbackParams,
          response: { 200: spec.schemas.entity },
        },
      },
      async (request) => {
        const { siteId } = currentSite(request);
        const row = await rollbackTo(db, resource, {
          siteId,
          id: request.params.id,
          revisionId: request.params.revision,
          user: currentUser(request),
        });
        noteActivity(request, draftableNote(resource, row));
        return spec.present(db, currentSite(request), request.params.id);
      },
    );
  };
}
