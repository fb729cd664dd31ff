/**
 * The error answers every operation documents, decided once from what the operation is (public or
 * not, site-scoped or not, a write or a read, with input or without) rather than written per route.
 * They all share one body, `{ error, message, fields? }` (platform/errors.ts).
 */
import { apiErrorSchema } from '@vev/shared';
import { z } from 'zod';

export const errorSchemaName = 'ApiError';
const errorSchemaRef = { $ref: `#/components/schemas/${errorSchemaName}` };

const errorAnswers = {
  400: {
    name: 'BadRequest',
    description:
      'Ugyldig forespørsel: feil type, ukjente felt, for lange verdier eller ugyldig JSON. `fields` sier hvilke felt som er feil og hvorfor.',
  },
  401: {
    name: 'NotLoggedIn',
    description: 'Ikke innlogget, eller tilgangstokenet er ugyldig eller utløpt (hent et nytt).',
  },
  403: {
    name: 'Forbidden',
    description:
      'Ingen tilgang: for lavt nivå, tilgangsnøkkelen mangler scopet eller gjelder et annet nettsted, CSRF-hodet mangler, eller kallet kom fra et annet nettsted.',
  },
  404: {
    name: 'NotFound',
    description: 'Finnes ikke, eller du er ikke medlem av nettstedet (andres nettsteder svarer alltid 404).',
  },
  409: {
    name: 'Conflict',
    description:
      'Konflikt: noen andre har endret dette i mellomtiden (utdatert versjon), navnet er i bruk, eller noe annet viser til det som skal slettes.',
  },
  413: { name: 'PayloadTooLarge', description: 'Forespørselen er for stor (1 MB for JSON, 50 MB for filer).' },
  429: {
    name: 'TooManyRequests',
    description: 'For mange forsøk. Vent så mange sekunder som `Retry-After` sier, og prøv igjen.',
  },
} as const;

export type ErrorStatus = keyof typeof errorAnswers;

/** `{ error, message, fields? }` as a JSON schema, from the same zod schema the dashboard reads errors with. */
export function errorComponents() {
  const { $schema: _, ...schema } = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
  const responses = Object.fromEntries(
    Object.entries(errorAnswers).map(([status, { name, description }]) => [
      name,
      {
        description,
        ...(status === '429'
          ? { headers: { 'Retry-After': { description: 'Sekunder å vente.', schema: { type: 'integer' as const } } } }
          : {}),
        content: { 'application/json': { schema: errorSchemaRef } },
      },
    ]),
  );
  return { schemas: { [errorSchemaName]: schema }, responses };
}

export interface OperationShape {
  method: string;
  /** OpenAPI's form, `/api/sites/{siteId}/pages/{id}`. */
  path: string;
  isPublic: boolean;
  hasInput: boolean;
}

/**
 * Which errors an operation can answer. 400: anything with input (a write always has a body to
 * parse); 401: everything that needs a session or token; 403: the same, and every write, since a
 * foreign Origin is refused even on public routes; 404: site routes (a non-member gets 404) and
 * paths with an id; 409: writes on a site (stale versions, names in use, references that block a
 * delete); 413: writes with a body; 429: public writes, where credentials are tried and counted.
 */
export function errorStatusesFor({ method, path, isPublic, hasInput }: OperationShape): ErrorStatus[] {
  const writes = !['get', 'head', 'options'].includes(method.toLowerCase());
  const siteScoped = path.startsWith('/api/sites/{siteId}/');
  const statuses: [ErrorStatus, boolean][] = [
    [400, hasInput || writes],
    [401, !isPublic],
    [403, !isPublic || writes],
    [404, siteScoped || path.includes('{')],
    [409, siteScoped && writes],
    [413, writes && method.toLowerCase() !== 'delete'],
    [429, isPublic && writes],
  ];
  return statuses.filter(([, applies]) => applies).map(([status]) => status);
}

export const errorAnswerRef = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${errorAnswers[status].name}`,
});
