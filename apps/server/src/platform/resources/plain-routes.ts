/**
 * The five routes of a plain site resource, one that has no drafts (attributes, labels, shipping
 * classes and zones): list, read, create (201), edit and delete (204), each with its level and scope
 * and, for the writes, its activity entry. The draftable resources have theirs in `./routes.ts`.
 */
import type { PermissionLevel, PermissionScope } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../access';
import type { ActivityDeclaration } from '../activity/activity';
import { answers } from '../openapi/shapes';

/** The zod schemas of a plain resource's routes; the service gets what they parse. */
export interface PlainSchemas {
  entity: z.ZodType;
  /** What the list answers per item, when it is less than the entity. */
  listItem?: z.ZodType;
  listQuery: z.ZodObject;
  create: z.ZodType;
  update: z.ZodType;
}

/** The service behind the routes, each call on the request's site. */
export interface PlainService<S extends PlainSchemas> {
  list(db: Database, siteId: string, query: z.output<S['listQuery']>): Promise<unknown[]>;
  get(db: Database, siteId: string, id: string): Promise<unknown>;
  create(db: Database, input: { siteId: string; body: z.output<S['create']> }): Promise<unknown>;
  update(db: Database, input: { siteId: string; id: string; body: z.output<S['update']> }): Promise<unknown>;
  remove(db: Database, siteId: string, id: string): Promise<void>;
}

type Operation = 'list' | 'get' | 'create' | 'update' | 'remove';

export interface SiteResourceRoutes<S extends PlainSchemas> {
  /** '/attributes', '/shipping/classes' */
  path: string;
  tags: string[];
  /** Who reads, who creates and edits, who deletes; deleting takes the write scope. */
  levels: { read: PermissionLevel; write: PermissionLevel; remove: PermissionLevel };
  scopes: { read: PermissionScope; write: PermissionScope };
  schemas: S;
  service: PlainService<S>;
  activity: { created: ActivityDeclaration; updated: ActivityDeclaration; deleted: ActivityDeclaration };
  /** The OpenAPI summary of each route, in Norwegian. */
  summaries: Record<Operation, string>;
}

/**
 * A part of the request fastify has validated with the route's schema. TypeScript cannot carry
 * the schemas' type parameter through fastify's type provider, so each handler names it here.
 */
const validated = <T>(value: unknown): T => value as T;

const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();

export function siteResourceRoutes<S extends PlainSchemas>(
  spec: SiteResourceRoutes<S>,
): FastifyPluginAsyncZod<{ db: Database }> {
  return async (app, { db }) => {
    const { path, tags, schemas, service, activity, summaries } = spec;
    const read = { access: access.site(spec.levels.read, spec.scopes.read) };
    const write = { access: access.site(spec.levels.write, spec.scopes.write) };
    const remove = { access: access.site(spec.levels.remove, spec.scopes.write) };
    const item = `${path}/:id`;
    const siteId = (request: Parameters<typeof currentSite>[0]) => currentSite(request).siteId;

    app.get(
      path,
      {
        config: read,
        schema: {
          summary: summaries.list,
          tags,
          querystring: schemas.listQuery,
          response: { 200: z.array(schemas.listItem ?? schemas.entity) },
        },
      },
      async (request) => service.list(db, siteId(request), validated<z.output<S['listQuery']>>(request.query)),
    );

    app.get(
      item,
      {
        config: read,
        schema: { summary: summaries.get, tags, params: idParams, response: { 200: schemas.entity } },
      },
      async (request) => service.get(db, siteId(request), request.params.id),
    );

    app.post(
      path,
      {
        config: { ...write, activity: activity.created },
        schema: { summary: summaries.create, tags, body: schemas.create, response: { 201: schemas.entity } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.create(db, { siteId: siteId(request), body: validated<z.output<S['create']>>(request.body) }),
          ),
    );

    app.patch(
      item,
      {
        config: { ...write, activity: activity.updated },
        schema: {
          summary: summaries.update,
          tags,
          params: idParams,
          body: schemas.update,
          response: { 200: schemas.entity },
        },
      },
      async (request) =>
        service.update(db, {
          siteId: siteId(request),
          id: request.params.id,
          body: validated<z.output<S['update']>>(request.body),
        }),
    );

    app.delete(
      item,
      {
        config: { ...remove, activity: activity.deleted, openapi: answers.noContent },
        schema: { summary: summaries.remove, tags, params: idParams },
      },
      async (request, reply) => {
        await service.remove(db, siteId(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
