/** The API's description: the OpenAPI document at /api/docs and the reference page at /api/reference. */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { access } from '../access';
import { documentTransform, routeTransform } from './document';
import { type ReferenceDocument, referencePage } from './reference-page';
import { securitySchemes } from './security';

const description = [
  'Vevs API: kontoen (`/api/users/me`, `/api/sites`) og hvert nettsteds innhold og innstillinger under `/api/sites/{siteId}/…`.',
  'Programmer bruker en tilgangsnøkkel: bytt klient-id og hemmelighet mot et tilgangstoken med `POST /api/oauth/token` (`grant_type=client_credentials`), og send det som `Authorization: Bearer …`. Hvert kall sier hvilket scope det krever.',
  'Feil svarer alltid `{ error, message, fields? }`: en stabil kode, en norsk melding og, ved ugyldige felt, hva som er galt med hvert.',
  'Lesbar referanse: /api/reference.',
].join('\n\n');

/** Registers the document generator; it must come before the routes it describes. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: URL): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Vev API', version: '1.0.0' },
      servers: [{ url: publicUrl.origin }],
      components: { securitySchemes: securitySchemes(new URL('/api/oauth/token', publicUrl).href) },
    },
    transform: routeTransform,
    transformObject: documentTransform({ description }),
  });
}

/** `GET /api/docs` (the JSON document, which the bench reads too) and `GET /api/reference` (HTML). */
export function registerApiDescriptionRoutes(app: FastifyInstance): void {
  const open = { config: { access: access.public }, schema: { hide: true } };
  app.get('/api/docs', open, async () => app.swagger());
  let page: string | null = null;
  app.get('/api/reference', open, async (_request, reply) => {
    page ??= referencePage(app.swagger() as unknown as ReferenceDocument);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}
