import {
  accessKeyCreateSchema,
  accessKeyMessages,
  accessKeySchema,
  accessKeyUpdateSchema,
  accessTokenRequestSchema,
  accessTokenResponseSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { AppError, badRequest } from '../../platform/errors';
import { accessKeyActivity } from './activity';
import {
  createAccessKey,
  deleteAccessKey,
  getAccessKey,
  issueAccessToken,
  listAccessKeys,
  updateAccessKey,
} from './service';

const tags = ['Tilgangsnøkler'];
const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
const listQuery = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    text: z.string().max(200).optional(),
  })
  .strict();

/** `client-credentials` (spec 2 §7), under /api/sites/:siteId: admins only, never through a key. */
export const accessKeyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const admin = { access: access.site('admin') };

  app.get(
    '/client-credentials',
    {
      config: admin,
      schema: {
        summary: 'Hent tilgangsnøklene',
        tags,
        querystring: listQuery,
        response: { 200: z.array(accessKeySchema) },
      },
    },
    async (request) => listAccessKeys(db, currentSite(request).siteId, request.query),
  );

  app.get(
    '/client-credentials/:id',
    {
      config: admin,
      schema: { summary: 'Hent én tilgangsnøkkel', tags, params: idParams, response: { 200: accessKeySchema } },
    },
    async (request) => getAccessKey(db, currentSite(request).siteId, request.params.id),
  );

  app.post(
    '/client-credentials',
    {
      config: { ...admin, activity: accessKeyActivity.created },
      schema: {
        summary: 'Opprett en tilgangsnøkkel (hemmeligheten står bare i dette svaret)',
        tags,
        body: accessKeyCreateSchema,
        response: { 201: accessKeySchema },
      },
    },
    async (request, reply) => {
      const { siteId, userId } = currentSite(request);
      return reply.status(201).send(await createAccessKey(db, { siteId, userId, key: request.body }));
    },
  );

  app.patch(
    '/client-credentials/:id',
    {
      config: { ...admin, activity: accessKeyActivity.updated },
      schema: {
        summary: 'Endre en tilgangsnøkkel',
        tags,
        params: idParams,
        body: accessKeyUpdateSchema,
        response: { 200: accessKeySchema },
      },
    },
    async (request) =>
      updateAccessKey(db, { siteId: currentSite(request).siteId, id: request.params.id, update: request.body }),
  );

  app.delete(
    '/client-credentials/:id',
    {
      config: { ...admin, activity: accessKeyActivity.deleted },
      schema: {
        summary: 'Slett en tilgangsnøkkel (tokenene slutter å virke med en gang)',
        tags,
        params: idParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await deleteAccessKey(db, currentSite(request).siteId, request.params.id);
      return { message: 'resourceDeleted' };
    },
  );
};

/** HTTP Basic credentials (RFC 6749 §2.3.1), form-encoded before base64. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
}

/** `POST /api/oauth/token`: client credentials (JSON or a form) for a short-lived bearer token. */
export const accessTokenRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/oauth/token',
    {
      config: { access: access.public },
      schema: {
        summary: 'Hent et tilgangstoken for en tilgangsnøkkel',
        operationId: 'issueAccessToken',
        tags,
        body: accessTokenRequestSchema,
        response: { 200: accessTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.grant_type !== 'client_credentials') {
        throw new AppError(400, 'unsupported_grant_type', accessKeyMessages.unsupportedGrant);
      }
      const basic = basicCredentials(request.headers.authorization);
      const clientId = basic?.id ?? body.client_id;
      const clientSecret = basic?.secret ?? body.client_secret;
      if (!clientId || !clientSecret) throw badRequest(accessKeyMessages.invalidClient);
      reply.header('cache-control', 'no-store');
      return issueAccessToken(db, { clientId, clientSecret, scope: body.scope });
    },
  );
};
