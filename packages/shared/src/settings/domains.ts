/**
 * A site's own domains (spec 2 'Domain configuration'): added by an admin, proven with a DNS TXT
 * record, and served by the storefront once issued.
 */
import { z } from 'zod';
import { domainSchema } from './site-options';

export const domainStatuses = ['PENDING_VALIDATION', 'VALIDATION_TIMED_OUT', 'ISSUED'] as const;
export type DomainStatus = (typeof domainStatuses)[number];

/** How often the dashboard asks about a pending domain (spec 2 §9). */
export const domainPollMs = 10_000;
/** How long a domain waits for its TXT record before it times out and offers retry. */
export const domainValidationHours = 72;
/** The label the TXT record goes under: `_vev-verify.firma.no`. */
export const domainVerifyLabel = '_vev-verify';

export const domainConfigurationSchema = z.object({
  domain: z.string(),
  status: z.enum(domainStatuses),
  /** The address the domain's A record should point to, when the platform has one. */
  ip1: z.string().nullable(),
  verifyName: z.string().nullable(),
  verifyValue: z.string().nullable(),
  createdAt: z.string(),
  /** When the current validation ends unless the record is found. */
  expiresAt: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type DomainConfiguration = z.infer<typeof domainConfigurationSchema>;

export const domainCreateSchema = z.object({ domain: domainSchema.pipe(z.string().max(253)) }).strict();
export type DomainCreate = z.input<typeof domainCreateSchema>;

export const domainStatusQuerySchema = z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) }).strict();

export const domainMessages = {
  taken: 'Domenet er allerede lagt til på et nettsted.',
  platform: 'Dette domenet tilhører plattformen og kan ikke legges til.',
  canonical: 'Domenet er hoveddomenet. Velg et annet hoveddomene under Nettsted før du fjerner det.',
  notTimedOut: 'Bare et domene som er tidsavbrutt kan prøves på nytt.',
} as const;

export function domainVerifyName(domain: string): string {
  return `${domainVerifyLabel}.${domain}`;
}

/** When a validation that started at `startedAt` gives up. */
export function domainValidationDeadline(startedAt: Date): Date {
  return new Date(startedAt.getTime() + domainValidationHours * 3600 * 1000);
}

/** The TXT answer proves the domain when one of its records (chunks joined) is the value. */
export function txtRecordsMatch(records: readonly (readonly string[])[], verifyValue: string): boolean {
  return records.some((chunks) => chunks.join('').trim() === verifyValue);
}
