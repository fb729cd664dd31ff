/**
 * The OpenAPI document at /api/docs, generated from the routes' zod schemas and their access
 * declarations: two transforms give every operation its id, security requirement and error answers,
 * so a route declares only its summary (and an operationId where the generated one reads poorly).
 */

import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { pageTreeNodeSchema } from '@vev/shared';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../access';
import { errorAnswerRef, errorComponents, errorStatusesFor } from './error-answers';
import { operationIdFor } from './operation-ids';
import { describeAccess, securityFor } from './security';
import { type DocumentedShapes, nonJsonResponse, successDescriptions, uploadBody } from './shapes';

/**
 * Schemas the document names as components. A recursive schema must be here: inline, its
 * reference to itself has nowhere to point (the test of the document finds any that is missing).
 */
const componentSchemas = z.registry<{ id: string }>();
componentSchemas.add(pageTreeNodeSchema, { id: 'PageTreeNode' });

/** The JSON API and media delivery; the sign-on pages and the storefront are not API. */
const documented = (url: string) => url.startsWith('/api/') || url.startsWith('/media/');

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const zodTransform = createJsonSchemaTransform({ schemaRegistry: componentSchemas });

export const routeTransform: SwaggerTransform = (input) => {
  const { route, url } = input;
  if (!documented(url)) return { schema: { hide: true }, url };
  const { schema } = zodTransform(input);
  if (schema.hide) return { schema, url };
  const method = [route.method].flat()[0] ?? 'GET';
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  const answersList = (route.schema?.response as Record<number, unknown> | undefined)?.[200] instanceof z.ZodArray;
  const accessText = describeAccess(access);
  return {
    url,
    schema: {
      ...schema,
      ...shapesSchema(route.config?.openapi, schema.response as Record<number, unknown> | undefined),
      operationId: schema.operationId ?? operationIdFor({ method, url, answersList }),
      security: securityFor(access, method),
      description: schema.description ? `${schema.description}\n\n${accessText}` : accessText,
    },
  };
};

/** A multipart body and a non-JSON answer, in the terms @fastify/swagger reads (`body` under `consumes`, `produces`). */
function shapesSchema(shapes: DocumentedShapes | undefined, response: Record<number, unknown> | undefined) {
  const upload = shapes?.upload && { consumes: ['multipart/form-data'], body: uploadBody(shapes.upload) };
  if (!shapes?.answer) return { ...upload };
  const answer = nonJsonResponse(shapes.answer);
  return {
    ...upload,
    response: { ...response, ...answer.response },
    ...(answer.produces && { produces: answer.produces }),
  };
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, unknown>;
}

/** `{siteId}` and friends, in the order the path names them. */
export const pathParameterNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

/** Declares every parameter the path names but the route's schema left out. */
function declarePathParameters(path: string, operation: Operation): void {
  const declared = new Set((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
  const missing = pathParameterNames(path).filter((name) => !declared.has(name));
  if (missing.length === 0) return;
  operation.parameters = [
    ...(operation.parameters ?? []),
    ...missing.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
  ];
}

/** A success answer's schema has no description of its own: it gets one by its status, not @fastify/swagger's 'Default Response'. */
function describeSuccessAnswers(operation: Operation): void {
  const responses = { ...operation.responses };
  for (const [status, answer] of Object.entries(responses)) {
    const description = successDescriptions[status];
    if (description && (answer as { description?: string }).description === 'Default Response')
      responses[status] = { ...(answer as object), description };
  }
  operation.responses = responses;
}

function addErrorAnswers(path: string, method: string, operation: Operation): void {
  const statuses = errorStatusesFor({
    method,
    path,
    isPublic: (operation.security ?? []).length === 0,
    hasInput: (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined,
  });
  const responses = { ...operation.responses };
  for (const status of statuses) responses[status] ??= errorAnswerRef(status);
  operation.responses = responses;
}

/** Leaves out component schemas nothing refers to (the zod transform emits an input twin of every named one). */
function withoutUnusedSchemas<T extends { components: { schemas: Record<string, unknown> } }>(document: T): T {
  const { schemas } = document.components;
  const used = new Set<string>();
  const visit = (source: string) => {
    for (const [, name = ''] of source.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name) || !(name in schemas)) continue;
      used.add(name);
      visit(JSON.stringify(schemas[name]));
    }
  };
  visit(JSON.stringify({ ...document, components: { ...document.components, schemas: {} } }));
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

export function documentTransform(info: { description: string }): SwaggerTransformObject {
  const zodComponents = createJsonSchemaTransformObject({ schemaRegistry: componentSchemas });
  return (input) => {
    const document = zodComponents(input) as unknown as Record<string, unknown> & {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, unknown> };
    };
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of methods) {
        const operation = item[method];
        if (!operation) continue;
        declarePathParameters(path, operation);
        describeSuccessAnswers(operation);
        addErrorAnswers(path, method, operation);
      }
    }
    const errors = errorComponents();
    return withoutUnusedSchemas({
      ...document,
      info: { ...(document.info as { title: string; version: string }), description: info.description },
      components: {
        ...document.components,
        schemas: { ...document.components?.schemas, ...errors.schemas },
        responses: errors.responses,
      },
    });
  };
}
