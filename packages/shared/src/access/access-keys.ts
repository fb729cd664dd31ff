/**
 * Access keys (spec 2 §3 'Access key'): client credentials a program exchanges for a short-lived
 * bearer token (OAuth 2 client credentials), which opens the site's API for the key's scopes only.
 */
import { z } from 'zod';
import { permissionScopes } from './permissions';

/** How long a token from `POST /api/oauth/token` opens the API. */
export const accessTokenSeconds = 3600;

export const accessKeySchema = z.object({
  _id: z.string(),
  label: z.string(),
  description: z.string(),
  scopes: z.array(z.enum(permissionScopes)),
  clientId: z.string(),
  /** Only in the answer that created the key: it is stored hashed and never shown again. */
  clientSecret: z.string().optional(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AccessKey = z.infer<typeof accessKeySchema>;

export const accessKeyCreateSchema = z
  .object({
    label: z.string().trim().min(1).max(100),
    description: z.string().trim().max(500).default(''),
    scopes: z
      .array(z.enum(permissionScopes))
      .max(permissionScopes.length)
      .default([])
      .transform((scopes) => [...new Set(scopes)]),
  })
  .strict();
export type AccessKeyCreate = z.input<typeof accessKeyCreateSchema>;

export const accessKeyUpdateSchema = accessKeyCreateSchema.partial().strict();
export type AccessKeyUpdate = z.input<typeof accessKeyUpdateSchema>;

/** RFC 6749 §4.4: the credentials may come in the body (JSON or a form) or as HTTP Basic. */
export const accessTokenRequestSchema = z
  .object({
    grant_type: z.string().max(100),
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(200).optional(),
    scope: z.string().max(1000).optional(),
  })
  .strict();

export const accessTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

export const accessKeyMessages = {
  unsupportedGrant: 'Bare grant_type=client_credentials støttes.',
  invalidClient: 'Ukjent tilgangsnøkkel, eller feil hemmelighet.',
  invalidToken: 'Tilgangstokenet er ugyldig eller utløpt. Hent et nytt.',
  otherSite: 'Tilgangsnøkkelen gjelder et annet nettsted.',
  missingScope: 'Tilgangsnøkkelen har ikke tilgang til dette.',
} as const;
