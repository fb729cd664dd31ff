import fastifyMultipart from '@fastify/multipart';
import {
  mediaBulkDeleteResultSchema,
  mediaBulkDeleteSchema,
  mediaDeleteResultSchema,
  mediaSchema,
  mediaSearchQuerySchema,
  mediaTransformQuerySchema,
  mediaUpdateSchema,
  mediaUploadMaxBytes,
  mediaUploadQuerySchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { access, currentSite, currentUser } from '../../platform/access';
import { createMediaStorage, mediaDirs } from '../../platform/storage/storage';
import { mediaActivity } from './activity';
import { bulkDeleteMedia, deleteMedia } from './delete';
import { deliverMedia } from './delivery';
import { receiveUpload } from './receive';
import { getMedia, type MediaContext, searchMedia, updateMedia } from './service';
import { createMedia } from './upload';

const tags = ['Filer'];
const idParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();

export function createMediaContext(db: Database, config: Config): MediaContext {
  return { db, storage: createMediaStorage(config), dirs: mediaDirs(config), publicUrl: config.publicUrl };
}

/** The media library's API (spec 3 §7 'Media'), under /api/sites/:siteId. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaContext }> = async (app, { media }) => {
  const read = access.site('reader', 'read:content');
  const write = access.site('contributor', 'write:content');
  const remove = access.site('admin', 'write:content');

  // Only these routes parse multipart. One more byte than the limit reaches the upload's own
  // counter, which answers 413 with the library's message the moment the limit is passed.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: mediaUploadMaxBytes + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });

  app.post(
    '/media',
    {
      config: {
        access: write,
        activity: mediaActivity.uploaded,
        openapi: {
          upload: {
            file: 'Filen, høyst 50 MB; typen må stemme med filendelsen',
            fields: {
              name: 'Filnavnet, om det skal være et annet enn filens eget',
              altText: 'Alternativ tekst',
              tags: 'Stikkord, skilt med komma',
            },
          },
        },
      },
      schema: {
        summary: 'Last opp en fil (multipart/form-data)',
        tags,
        querystring: mediaUploadQuerySchema,
        response: { 201: mediaSchema },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, media.dirs);
      const created = await createMedia(media, {
        siteId: currentSite(request).siteId,
        user: currentUser(request),
        upload,
        private: request.query.private === 'true',
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/media/search',
    {
      config: { access: read, cachedBy: ['media'] },
      schema: {
        summary: 'Søk i filene',
        tags,
        querystring: mediaSearchQuerySchema,
        response: { 200: z.array(mediaSchema) },
      },
    },
    async (request) => searchMedia(media, currentSite(request).siteId, request.query),
  );

  app.get(
    '/media/:id',
    {
      config: { access: read },
      schema: { summary: 'Hent opplysningene om én fil', tags, params: idParams, response: { 200: mediaSchema } },
    },
    async (request) => getMedia(media, currentSite(request).siteId, request.params.id),
  );

  app.patch(
    '/media/:id',
    {
      config: { access: write, activity: mediaActivity.updated },
      schema: {
        summary: 'Endre opplysningene om en fil',
        tags,
        params: idParams,
        body: mediaUpdateSchema,
        response: { 200: mediaSchema },
      },
    },
    async (request) =>
      updateMedia(media, { siteId: currentSite(request).siteId, id: request.params.id, update: request.body }),
  );

  app.delete(
    '/media/bulk',
    {
      config: { access: remove, activity: mediaActivity.bulkDeleted },
      schema: {
        summary: 'Slett flere filer',
        tags,
        body: mediaBulkDeleteSchema,
        response: { 200: mediaBulkDeleteResultSchema },
      },
    },
    async (request) => bulkDeleteMedia(media, currentSite(request).siteId, request.body.ids),
  );

  app.delete(
    '/media/:id',
    {
      config: { access: remove, activity: mediaActivity.deleted },
      schema: { summary: 'Slett en fil', tags, params: idParams, response: { 200: mediaDeleteResultSchema } },
    },
    async (request) => {
      await deleteMedia(media, currentSite(request).siteId, request.params.id);
      return { message: 'resourceDeleted' as const };
    },
  );
};

/**
 * Delivery, outside /api. It declares no access on purpose: most files are public and must be
 * served without a session lookup; a private file checks the session itself (see delivery.ts).
 */
export const mediaDeliveryRoutes: FastifyPluginAsyncZod<{ media: MediaContext }> = async (app, { media }) => {
  app.get(
    '/media/:id/file',
    {
      config: {
        openapi: {
          answer: { status: 200, mediaType: '*/*', description: 'Filen, i sin egen type eller den som ble bedt om' },
        },
      },
      schema: {
        summary: 'Hent selve filen, eventuelt i en annen størrelse eller et annet format',
        tags,
        params: z.object({ id: z.string().max(40) }).strict(),
        querystring: mediaTransformQuerySchema,
      },
    },
    async (request, reply) => deliverMedia(media, request, reply, request.params.id, request.query),
  );
};
