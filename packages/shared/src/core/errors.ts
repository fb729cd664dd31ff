import { z } from 'zod';

/** Stable error codes the API answers with (spec 1 §8 plus conflict, size and rate limits). */
export const errorCodes = [
  'badRequest',
  'notLoggedIn',
  'forbidden',
  'resourceNotFound',
  'conflict',
  'payloadTooLarge',
  'unsupportedMediaType',
  'tooManyRequests',
  'internalServerError',
  'serviceUnavailable',
  // OAuth 2 (RFC 6749 §5.2, RFC 6750 §3.1), so client libraries understand the token endpoint.
  'invalid_client',
  'unsupported_grant_type',
  'invalid_token',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
