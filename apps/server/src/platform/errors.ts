/**
 * Errors as values the user can act on: a stable code for the program and a Norwegian
 * message for the person. Every failure leaves the server as `{ error, message, fields? }`.
 */

import type { Socket } from 'node:net';
import { type ApiErrorBody, describeFieldErrors, type ErrorCode, fieldErrors } from '@vev/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type core, ZodError } from 'zod';

export interface AppErrorOptions {
  /** Field path → Norwegian message, for forms. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  /** Anything else the dashboard needs to act (e.g. the dependency report of a refused delete). */
  details?: Record<string, unknown>;
}

export class AppError extends Error {
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.fields = options.fields;
    this.headers = options.headers;
    this.details = options.details;
  }
}

export const messages = {
  badRequest: 'Forespørselen er ugyldig.',
  invalidJson: 'Forespørselen inneholder ugyldig JSON.',
  notLoggedIn: 'Du er ikke logget inn.',
  forbidden: 'Du har ikke tilgang til å gjøre dette.',
  csrf: 'Forespørselen mangler et gyldig sikkerhetstoken. Last inn siden på nytt og prøv igjen.',
  foreignOrigin: 'Forespørselen kommer fra et annet nettsted og ble avvist.',
  resourceNotFound: 'Fant ikke det du lette etter.',
  conflict: 'Noen andre har endret dette i mellomtiden.',
  payloadTooLarge: 'Forespørselen er for stor.',
  unsupportedMediaType: 'Innholdstypen støttes ikke.',
  tooManyRequests: 'For mange forespørsler. Vent litt og prøv igjen.',
  internalServerError: 'Noe gikk galt på serveren. Prøv igjen om litt.',
  serviceUnavailable: 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.',
} as const;

/** Connection-level failures from the database: its absence, not a fault in the request. */
const databaseUnavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && databaseUnavailableCodes.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED/.test(
      message,
    )
  );
}

export const badRequest = (message: string = messages.badRequest, fields?: Record<string, string>) =>
  new AppError(400, 'badRequest', message, { fields });
export const notLoggedIn = () => new AppError(401, 'notLoggedIn', messages.notLoggedIn);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, 'forbidden', message);
export const notFound = (message: string = messages.resourceNotFound) => new AppError(404, 'resourceNotFound', message);
export const conflict = (message: string = messages.conflict, details?: Record<string, unknown>) =>
  new AppError(409, 'conflict', message, details ? { details } : {});
export const tooManyRequests = (retryAfterSeconds: number, message: string = messages.tooManyRequests) =>
  new AppError(429, 'tooManyRequests', message, { headers: { 'retry-after': String(retryAfterSeconds) } });

function validationError(error: ZodError): AppError {
  const fields = fieldErrors(error);
  return badRequest(describeFieldErrors(fields), fields);
}

/** Maps anything thrown in a request to an AppError; unknown errors become a logged 500. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationError(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The type provider flattens each zod issue into Ajv's shape: code in `keyword`, path in `instancePath`.
    const issues = error.validation.map(
      ({ keyword, instancePath, message, params }) =>
        ({ ...params, code: keyword, path: instancePath.split('/').filter(Boolean), message }) as core.$ZodIssue,
    );
    return validationError(new ZodError(issues));
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return badRequest(messages.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'payloadTooLarge', messages.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupportedMediaType', messages.unsupportedMediaType);
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) return badRequest(messages.invalidJson);
  if (isDatabaseUnavailable(error) || isDatabaseUnavailable((error as { cause?: unknown }).cause)) {
    return new AppError(503, 'serviceUnavailable', messages.serviceUnavailable, { headers: { 'retry-after': '5' } });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return new AppError(413, 'payloadTooLarge', messages.payloadTooLarge);
  if (status === 429) return new AppError(429, 'tooManyRequests', messages.tooManyRequests);
  if (status >= 400 && status < 500) return badRequest();
  return new AppError(500, 'internalServerError', messages.internalServerError);
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ApiErrorBody = { error: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  if (error.details) Object.assign(body, { details: error.details });
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request: FastifyRequest, reply) => {
    let appError: AppError;
    try {
      appError = toAppError(error);
    } catch (mappingError) {
      // Never let Fastify's own answer (with the internal message) reach the client.
      request.log.error({ err: mappingError }, 'mapping an error failed');
      appError = new AppError(500, 'internalServerError', messages.internalServerError);
    }
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.statusCode }, appError.message);
    return sendError(reply, appError);
  });
}

/**
 * Requests Node cannot even parse (a NUL in a header, a broken request line) never reach Fastify's
 * error handler; they get the same JSON shape here instead of Node's English "Client Error".
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(
    tooLarge
      ? { error: 'payloadTooLarge', message: messages.payloadTooLarge }
      : { error: 'badRequest', message: messages.badRequest },
  );
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
