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
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
