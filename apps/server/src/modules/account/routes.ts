import { siteSummarySchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, platformDomain } from '../../config';
import type { Database } from '../../db/client';
import { access, currentUser } from '../../platform/access';
import { clearSessionCookies } from '../../platform/sessions/cookies';
import { deleteSession, sessionCookie } from '../../platform/sessions/sessions';
import { listSitesForUser } from '../sites/service';

const tags = ['Konto'];

/** Account calls: who am I, which sites do I have, sign out, and what the dashboard needs to start. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  app.get(
    '/config',
    {
      config: { access: access.public },
      schema: {
        summary: 'Hent innstillingene dashbordet starter med',
        tags,
        response: {
          200: z.object({ providerName: z.string(), platformDomain: z.string(), oidcName: z.string().nullable() }),
        },
      },
    },
    async () => ({
      providerName: config.providerName,
      platformDomain: platformDomain(config),
      oidcName: config.oidc?.name ?? null,
    }),
  );

  app.get(
    '/users/me',
    {
      config: { access: access.user },
      schema: {
        summary: 'Hent den innloggede brukeren',
        operationId: 'getCurrentUser',
        tags,
        response: {
          200: z.object({ _id: z.string(), name: z.string(), email: z.string(), profileImage: z.string().nullable() }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { _id: user.id, name: user.name, email: user.email, profileImage: user.profileImage };
    },
  );

  app.get(
    '/sites',
    {
      config: { access: access.user },
      schema: {
        summary: 'Hent nettstedene brukeren er medlem av',
        tags,
        response: { 200: z.array(siteSummarySchema) },
      },
    },
    async (request) => listSitesForUser(db, currentUser(request).id),
  );

  app.get(
    '/auth/logout',
    {
      config: {
        access: access.public,
        openapi: { answer: { status: 303, description: 'Videre til innloggingen (uten doNotRedirect=true)' } },
      },
      schema: {
        summary: 'Logg ut',
        operationId: 'logOut',
        tags,
        querystring: z.object({ doNotRedirect: z.enum(['true', 'false']).optional() }).strict(),
        response: { 200: z.object({ loggedOut: z.boolean() }).strict() },
      },
    },
    async (request, reply) => {
      const token = request.cookies[sessionCookie];
      if (token) await deleteSession(db, token);
      clearSessionCookies(reply, config);
      if (request.query.doNotRedirect === 'true') return { loggedOut: true };
      return reply.redirect('/logg-inn', 303);
    },
  );
};
