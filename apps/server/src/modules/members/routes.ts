import {
  inviteCreateQuerySchema,
  inviteCreateSchema,
  inviteResendSchema,
  inviteSchema,
  memberSchema,
  membersPageQuerySchema,
  memberUpdateSchema,
  outboxMailSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { listSiteMail } from '../../platform/mail/outbox';
import { answers } from '../../platform/openapi/shapes';
import { memberActivity } from './activity';
import { createInvite, type InviteContext, listInvites, resendInvite, withdrawInvite } from './invites';
import { changeMemberPermission, listMembers, removeMember } from './members';

const tags = ['Brukere'];
const userParams = z.object({ siteId: z.string().max(40), userId: z.string().max(40) }).strict();
const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();

/** Members, invitations and the site's outgoing mail (spec 2 §7), under /api/sites/:siteId; admins only. */
export const memberRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { db, config }) => {
  const admin = access.site('admin');
  const invites: InviteContext = { db, publicUrl: config.publicUrl, providerName: config.providerName };

  app.get(
    '/members',
    {
      // The same for every admin; membership changes bump the site's members version (platform/cache).
      config: { access: admin, cachedBy: ['members'] },
      schema: {
        summary: 'Hent brukerne med tilgang til nettstedet',
        tags,
        querystring: membersPageQuerySchema,
        response: { 200: z.array(memberSchema) },
      },
    },
    async (request) => listMembers(db, { siteId: currentSite(request).siteId, ...request.query }),
  );

  app.patch(
    '/members/:userId',
    {
      config: { access: admin, activity: memberActivity.updated },
      schema: {
        summary: 'Endre en brukers nivå',
        tags,
        params: userParams,
        body: memberUpdateSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) => {
      const { siteId, userId: actorId } = currentSite(request);
      return changeMemberPermission(db, {
        siteId,
        actorId,
        userId: request.params.userId,
        permissions: request.body.permissions,
      });
    },
  );

  app.delete(
    '/members/:userId',
    {
      config: { access: admin, activity: memberActivity.removed, openapi: answers.noContent },
      schema: { summary: 'Fjern en bruker fra nettstedet', tags, params: userParams },
    },
    async (request, reply) => {
      const { siteId, userId: actorId } = currentSite(request);
      await removeMember(db, { siteId, actorId, userId: request.params.userId });
      return reply.status(204).send();
    },
  );

  app.get(
    '/invites',
    {
      config: { access: admin },
      schema: {
        summary: 'Hent invitasjonene',
        tags,
        querystring: membersPageQuerySchema,
        response: { 200: z.array(inviteSchema) },
      },
    },
    async (request) => listInvites(db, { siteId: currentSite(request).siteId, ...request.query }),
  );

  app.post(
    '/invites',
    {
      config: { access: admin, activity: memberActivity.invited },
      schema: {
        summary: 'Inviter en bruker',
        tags,
        querystring: inviteCreateQuerySchema,
        body: inviteCreateSchema,
        response: { 201: inviteSchema },
      },
    },
    async (request, reply) => {
      const { siteId, userId } = currentSite(request);
      const created = await createInvite(invites, {
        siteId,
        inviterId: userId,
        invite: request.body,
        toDashboard: request.query.dashboard === '1',
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/invites/:id/resend',
    {
      config: { access: admin, activity: memberActivity.resent },
      schema: {
        summary: 'Send en invitasjon på nytt',
        tags,
        params: idParams,
        body: inviteResendSchema,
        response: { 200: inviteSchema },
      },
    },
    async (request) => {
      const { siteId, userId } = currentSite(request);
      return resendInvite(invites, { siteId, inviterId: userId, id: request.params.id, email: request.body.email });
    },
  );

  app.delete(
    '/invites/:id',
    {
      config: { access: admin, activity: memberActivity.withdrawn, openapi: answers.noContent },
      schema: { summary: 'Trekk tilbake en invitasjon', tags, params: idParams },
    },
    async (request, reply) => {
      await withdrawInvite(db, { siteId: currentSite(request).siteId, id: request.params.id });
      return reply.status(204).send();
    },
  );

  app.get(
    '/mail-outbox',
    {
      config: { access: admin },
      schema: {
        summary: 'Hent nettstedets utgående e-post',
        tags,
        querystring: membersPageQuerySchema,
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    // Without SMTP the outbox is the only way mail leaves, so its admins see the bodies.
    async (request) =>
      listSiteMail(db, { siteId: currentSite(request).siteId, ...request.query, withBodies: !config.smtpUrl }),
  );
};
