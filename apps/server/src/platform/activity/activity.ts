/**
 * The activity log: every successful write on a site is recorded (who, when, method, url) before
 * the response leaves, so an acknowledged change always has its entry. A route says in words what
 * it does with `config.activity` (its kind, and how to find the thing it happened to); a route
 * that says nothing still gets its entry, which the log describes from its address.
 */
import type { ActivityKind } from '@vev/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { safeMethods } from '../csrf';
import { type ActivityNote, assertActivityKind, recordActivity } from './record';

export interface ActivityDeclaration {
  kind: ActivityKind;
  /** The target and details, from the route's answer (before it is serialized) and its request. */
  describe?: (event: { request: FastifyRequest; answer: unknown }) => ActivityNote | null;
  /**
   * The target and details read before the handler runs, for a write that removes its target
   * (so the entry keeps its label) or whose answer says nothing about it.
   */
  describeBefore?: (event: { request: FastifyRequest; db: Database }) => Promise<ActivityNote | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    activity?: ActivityDeclaration;
  }
  interface FastifyRequest {
    /** What the handler, or the route's declaration, says the write happened to. */
    activityNote: ActivityNote | null;
  }
}

/** For a handler that knows its target best (the draft mechanism's rows): the entry says this. */
export function noteActivity(request: FastifyRequest, note: ActivityNote): void {
  request.activityNote = note;
}

const isWrite = (request: FastifyRequest) => !safeMethods.has(request.method);

export function registerActivityLog(app: FastifyInstance, db: Database): void {
  app.decorateRequest('activityNote', null);
  app.addHook('onRoute', (route) => {
    const kind = route.config?.activity?.kind;
    if (kind === undefined) return;
    assertActivityKind(kind);
    if ([route.method].flat().some((method) => safeMethods.has(method))) {
      throw new Error(`${route.url}: a read writes no activity entry, so it declares no activity kind`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const describeBefore = request.routeOptions.config.activity?.describeBefore;
    if (!describeBefore || !request.siteAccess || !isWrite(request)) return;
    request.activityNote = await describeBefore({ request, db });
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const describe = request.routeOptions.config.activity?.describe;
    if (!describe || !request.siteAccess || !isWrite(request) || request.activityNote || reply.statusCode >= 400) {
      return payload;
    }
    try {
      request.activityNote = describe({ request, answer: payload });
    } catch (error) {
      // The change is made: an entry without its target is better than an error for the person.
      request.log.error({ err: error }, 'activity description failed');
    }
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const site = request.siteAccess;
    if (!site || !isWrite(request) || reply.statusCode >= 400) return payload;
    await recordActivity(db, {
      siteId: site.siteId,
      userId: request.actor?.id ?? null,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ...request.activityNote,
      kind: request.activityNote?.kind ?? request.routeOptions.config.activity?.kind ?? null,
    });
    return payload;
  });
}

/** A route's activity, its target read from what the route answers (typed as the route answers). */
export const activityFromAnswer = <Answer>(
  kind: ActivityKind,
  describe: (answer: Answer, request: FastifyRequest) => ActivityNote | null,
): ActivityDeclaration => ({ kind, describe: ({ request, answer }) => describe(answer as Answer, request) });

/** A route's activity, its target read before the write (a delete, whose target is gone after it). */
export const activityFromBefore = (
  kind: ActivityKind,
  describeBefore: (request: FastifyRequest, db: Database) => Promise<ActivityNote | null>,
): ActivityDeclaration => ({ kind, describeBefore: ({ request, db }) => describeBefore(request, db) });

/** The path parameters of a route's request, as its schema validated them. */
export const routeParams = <Params>(request: FastifyRequest) => request.params as Params;
