import { domainConfigurationSchema, domainCreateSchema, domainStatusQuerySchema } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, currentSite } from '../../platform/access';
import { domainActivity } from './activity';
import { addDomain, type DomainContext, domainStatus, listDomains, removeDomain, retryDomain } from './service';

const tags = ['Domener'];
const domainParams = z.object({ siteId: z.string().max(40), domain: z.string().max(253) }).strict();

/** `site/domains` and `site/domain-status` (spec 2 §7), under /api/sites/:siteId: admins only. */
export const domainRoutes: FastifyPluginAsyncZod<{ domains: DomainContext }> = async (app, { domains }) => {
  const admin = { access: access.site('admin') };

  app.get(
    '/site/domains',
    {
      config: admin,
      schema: { summary: 'Hent domenene', tags, response: { 200: z.array(domainConfigurationSchema) } },
    },
    async (request) => listDomains(domains, currentSite(request).siteId),
  );

  app.post(
    '/site/domains',
    {
      config: { ...admin, activity: domainActivity.added },
      schema: {
        summary: 'Legg til et domene',
        tags,
        body: domainCreateSchema,
        response: { 201: domainConfigurationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addDomain(domains, currentSite(request).siteId, request.body.domain)),
  );

  app.get(
    '/site/domain-status',
    {
      config: admin,
      schema: {
        summary: 'Sjekk statusen til et domene',
        tags,
        querystring: domainStatusQuerySchema,
        response: { 200: domainConfigurationSchema },
      },
    },
    async (request) => domainStatus(domains, currentSite(request).siteId, request.query.domain),
  );

  app.post(
    '/site/domains/:domain/retry',
    {
      config: { ...admin, activity: domainActivity.retried },
      schema: {
        summary: 'Sjekk et domene på nytt',
        tags,
        params: domainParams,
        response: { 200: domainConfigurationSchema },
      },
    },
    async (request) => retryDomain(domains, currentSite(request).siteId, request.params.domain.toLowerCase()),
  );

  app.delete(
    '/site/domains/:domain',
    {
      config: { ...admin, activity: domainActivity.removed },
      schema: {
        summary: 'Fjern et domene',
        tags,
        params: domainParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await removeDomain(domains, currentSite(request).siteId, request.params.domain.toLowerCase());
      return { message: 'resourceDeleted' };
    },
  );
};
