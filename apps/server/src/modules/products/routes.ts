import {
  type ProductListQuery,
  productCloneSchema,
  productCreateSchema,
  productGetQuerySchema,
  productListItemSchema,
  productListQuerySchema,
  productSchema,
  productUpdateSchema,
  simpleVariantCreateSchema,
  simpleVariantSchema,
  simpleVariantUpdateSchema,
} from '@vev/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite, currentUser } from '../../platform/access';
import { type ActivityDeclaration, noteActivity, routeParams } from '../../platform/activity/activity';
import { answers } from '../../platform/openapi/shapes';
import { draftableNoteById } from '../../platform/resources/activity';
import { draftableRoutes } from '../../platform/resources/routes';
import { listProducts } from './list';
import { productResource } from './resource';
import { cloneProduct, createProduct, getProduct, updateProduct } from './service';
import { createSimpleVariant, deleteSimpleVariant, listSimpleVariants, updateSimpleVariant } from './simple-variants';

const tag = 'Produkter';
const productParams = z.object({ siteId: z.string().max(40), id: z.string().max(40) }).strict();
const variantParams = productParams.extend({ variantId: z.string().max(40) }).strict();

/** A variant's write is an edit of its product, named in the activity log by the product's name. */
const productEdited: ActivityDeclaration = {
  kind: 'product.updated',
  describeBefore: async ({ request, db }) =>
    draftableNoteById(db, productResource, currentSite(request).siteId, routeParams<{ id: string }>(request).id),
};

/**
 * Products (spec 3 §7) under /api/sites/:siteId: readers read, contributors create, edit and publish,
 * admins delete and roll back (access keys: read:product / write:product). Variant writes accept the
 * spec's `x-disable-webhooks` header; no outgoing webhooks exist yet, so it changes nothing.
 */
export const productRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const read = access.site('reader', 'read:product');
  const write = access.site('contributor', 'write:product');
  const target = (request: FastifyRequest) => ({
    siteId: currentSite(request).siteId,
    productId: routeParams<{ id: string }>(request).id,
    user: currentUser(request),
  });

  // A static segment: fastify matches it before '/products/:id'.
  app.post(
    '/products/clone',
    {
      config: { access: write, activity: { kind: 'product.cloned' } },
      schema: {
        summary: 'Kopier et produkt (kopien er inaktiv, uten SKU-nummer og lager)',
        tags: [tag],
        body: productCloneSchema,
        response: { 201: z.object({ _id: z.string() }) },
      },
    },
    async (request, reply) => {
      const { siteId } = currentSite(request);
      const copy = await cloneProduct(db, { siteId, user: currentUser(request), id: request.body.id });
      noteActivity(request, await draftableNoteById(db, productResource, siteId, copy._id));
      return reply.status(201).send(copy);
    },
  );

  app.get(
    '/products/:id/simple-variants',
    {
      config: { access: read },
      schema: {
        summary: 'Hent produktets varianter',
        tags: [tag],
        params: productParams,
        response: { 200: z.array(simpleVariantSchema) },
      },
    },
    async (request) => listSimpleVariants(db, target(request)),
  );

  app.post(
    '/products/:id/simple-variants',
    {
      config: { access: write, activity: productEdited },
      schema: {
        summary: 'Opprett en variant (lagres i produktets utkast; lagerantallet gjelder straks)',
        tags: [tag],
        params: productParams,
        body: simpleVariantCreateSchema,
        response: { 201: simpleVariantSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createSimpleVariant(db, target(request), request.body)),
  );

  app.patch(
    '/products/:id/simple-variants/:variantId',
    {
      config: { access: write, activity: productEdited },
      schema: {
        summary: 'Endre en variant',
        tags: [tag],
        params: variantParams,
        body: simpleVariantUpdateSchema,
        response: { 200: simpleVariantSchema },
      },
    },
    async (request) => updateSimpleVariant(db, target(request), request.params.variantId, request.body),
  );

  app.delete(
    '/products/:id/simple-variants/:variantId',
    {
      config: { access: write, activity: productEdited, openapi: answers.noContent },
      schema: { summary: 'Slett en variant', tags: [tag], params: variantParams },
    },
    async (request, reply) => {
      await deleteSimpleVariant(db, target(request), request.params.variantId);
      return reply.status(204).send();
    },
  );

  await app.register(
    draftableRoutes({
      path: '/products',
      tag,
      resource: productResource,
      scopes: { read: 'read:product', write: 'write:product' },
      schemas: {
        entity: productSchema,
        listItem: productListItemSchema,
        listQuery: productListQuerySchema,
        getQuery: productGetQuerySchema,
        create: productCreateSchema,
        update: productUpdateSchema,
      },
      list: (database, site, query: ProductListQuery) => listProducts(database, site, query),
      get: (database, site, id, query: z.infer<typeof productGetQuerySchema>) =>
        getProduct(database, site, id, query.revision),
      create: (database, input) => createProduct(database, input),
      update: (database, input) => updateProduct(database, input),
      present: (database, site, id) => getProduct(database, site, id),
    }),
    { db },
  );
};
