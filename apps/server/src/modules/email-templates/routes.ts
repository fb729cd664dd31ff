import { emailTemplates, emailTemplateTypes, findEmailTemplate } from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { answers } from '../../platform/openapi/shapes';
import { getSite } from '../sites/service';
import { renderOrderReceipt, sampleOrder } from './order-receipt';

const tags = ['E-postmaler'];

const templateProp = z.union([
  z.object({ name: z.string(), label: z.string(), type: z.literal('color'), default: z.string() }),
  z.object({ name: z.string(), label: z.string(), type: z.literal('boolean'), default: z.boolean() }),
  z.object({
    name: z.string(),
    label: z.string(),
    type: z.literal('text'),
    default: z.string(),
    maxLength: z.number(),
  }),
]);
const templateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(emailTemplateTypes),
  description: z.string(),
  props: z.array(templateProp),
});

/** `GET email-templates/search` and the previews the chooser shows (spec 2 §2, §7). */
export const emailTemplateRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const admin = { access: access.site('admin') };

  app.get(
    '/email-templates/search',
    {
      config: admin,
      schema: {
        summary: 'Hent e-postmalene',
        tags,
        querystring: z.object({ type: z.enum(emailTemplateTypes).optional() }).strict(),
        response: { 200: z.array(templateSchema) },
      },
    },
    async (request) => emailTemplates.filter((template) => !request.query.type || template.type === request.query.type),
  );

  app.get(
    '/email-templates/preview',
    {
      config: { ...admin, openapi: answers.html('Ordrekvitteringen som HTML') },
      schema: {
        summary: 'Forhåndsvis ordrekvitteringen med en mal (HTML)',
        operationId: 'previewEmailTemplate',
        tags,
        // No template: the system template. Props: the site's, unless the chooser asks for the defaults.
        querystring: z
          .object({
            template: z.string().max(60).optional(),
            defaults: z.enum(['true']).optional(),
            // Only there to tell a saved change's preview from the one the browser has cached.
            v: z.string().max(100).optional(),
          })
          .strict(),
      },
    },
    async (request, reply) => {
      const site = await getSite(db, currentSite(request).siteId);
      const template = request.query.template ? findEmailTemplate(request.query.template) : null;
      if (request.query.template && !template) throw notFound();
      const props = request.query.defaults ? {} : site.emailTemplateProps;
      const email = renderOrderReceipt({ site: { ...site, emailTemplateProps: props }, template, order: sampleOrder });
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
        )
        .send(email.html);
    },
  );
};
