import {
  dependencyQuerySchema,
  dependencyReportSchema,
  powerSearchQuerySchema,
  revisionDetailSchema,
  revisionListQuerySchema,
  revisionSchema,
  searchResultSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { dependencyReports } from '../../platform/references/references';
import { getRevision, listRevisions } from '../../platform/revisions/revisions';
import { powerSearch } from '../../platform/search/search-index';

const tags = ['Innhold'];

/**
 * Revisions that hold personal data and have routes of their own with their own scope (an order's
 * revisions name its buyer): the content routes answer 404 for them, as for another site's.
 */
const revisionTypesWithOwnRoutes = new Set(['order']);
const notContent = () => notFound('Fant ikke versjonen.');

/** What every draftable resource shares: revisions, where-used and the power search. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = access.site('reader', 'read:content');

  app.get(
    '/revisions',
    {
      config: { access: read, cachedBy: ['content', 'settings'] },
      schema: {
        summary: 'Hent versjonshistorikken til en ressurs',
        tags,
        querystring: revisionListQuerySchema,
        response: { 200: z.array(revisionSchema) },
      },
    },
    async (request) => {
      if (revisionTypesWithOwnRoutes.has(request.query.type)) throw notContent();
      return listRevisions(db, currentSite(request).siteId, request.query);
    },
  );

  app.get(
    '/revisions/:id',
    {
      config: { access: read },
      schema: {
        summary: 'Hent én versjon med endringene',
        tags,
        params: z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict(),
        response: { 200: revisionDetailSchema },
      },
    },
    async (request) => {
      const revision = await getRevision(db, currentSite(request).siteId, request.params.id);
      if (revisionTypesWithOwnRoutes.has(revision.type)) throw notContent();
      return revision;
    },
  );

  app.get(
    '/resource-dependencies',
    {
      config: { access: read, cachedBy: ['content', 'media', 'settings'] },
      schema: {
        summary: 'Hent hva som viser til ressursene',
        tags,
        querystring: dependencyQuerySchema,
        response: { 200: z.array(dependencyReportSchema) },
      },
    },
    async (request) => {
      const ids = [
        ...new Set(
          request.query.resources
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ].slice(0, 100);
      return dependencyReports(db, currentSite(request).siteId, ids);
    },
  );

  // The search index holds content resources and media files, written with their domain's version.
  app.get(
    '/power-search',
    {
      config: { access: read, cachedBy: ['content', 'media'] },
      schema: {
        summary: 'Søk i innhold og filer',
        operationId: 'powerSearch',
        tags,
        querystring: powerSearchQuerySchema,
        response: { 200: z.array(searchResultSchema) },
      },
    },
    async (request) => powerSearch(db, currentSite(request).siteId, request.query.q, request.query.limit),
  );
};
