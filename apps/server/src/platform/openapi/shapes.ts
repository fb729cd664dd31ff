/**
 * What the OpenAPI document cannot read from a route's zod schemas, declared in the route's config:
 * a multipart upload, and a success answer that is not JSON (no body, a file, a redirect).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: DocumentedShapes;
  }
}

export interface DocumentedShapes {
  /** A multipart/form-data body: the file in the part `file`, and these text parts (name → what it is). */
  upload?: { file: string; fields?: Record<string, string> };
  answer?: NonJsonAnswer;
}

export type NonJsonAnswer =
  | { status: 204 }
  | { status: 200; mediaType: string; description: string }
  | { status: 303; description: string };

/** Route configs for the common cases. */
export const answers = {
  noContent: { answer: { status: 204 } },
  csv: (description: string) => ({ answer: { status: 200, mediaType: 'text/csv', description } }),
  html: (description: string) => ({ answer: { status: 200, mediaType: 'text/html', description } }),
} satisfies Record<string, DocumentedShapes | ((description: string) => DocumentedShapes)>;

/** The description of a success answer the route's schema leaves without one. */
export const successDescriptions: Record<string, string> = {
  200: 'Vellykket',
  201: 'Opprettet',
  202: 'Mottatt; arbeidet fortsetter i bakgrunnen',
  204: 'Utført; svaret har ingen kropp',
};

type JsonSchema = Record<string, unknown>;

/** The body schema of an upload, for @fastify/swagger (which makes it the request body under `consumes`). */
export function uploadBody(upload: NonNullable<DocumentedShapes['upload']>): JsonSchema {
  const fields = Object.entries(upload.fields ?? {}).map(([name, description]) => [
    name,
    { type: 'string', description },
  ]);
  return {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', description: upload.file }, ...Object.fromEntries(fields) },
  };
}

/** The response schemas of a non-JSON answer, and the media type it is given in. */
export function nonJsonResponse(answer: NonJsonAnswer): { response: Record<number, JsonSchema>; produces?: string[] } {
  switch (answer.status) {
    case 204:
      return { response: { 204: { type: 'null', description: successDescriptions[204] } } };
    case 303:
      return { response: { 303: { type: 'null', description: answer.description } } };
    default:
      return {
        response: { 200: { type: 'string', format: 'binary', description: answer.description } },
        produces: [answer.mediaType],
      };
  }
}
