/** Site duplication (spec 2 §2, §5, §7): `POST site/duplicate` and the job it starts. */
import { z } from 'zod';

/** What a copy can take along (spec 2 §5), in the spec's order. */
export const duplicationResources = [
  'media',
  'templates',
  'pages',
  'products',
  'attributes',
  'productTemplates',
] as const;
export type DuplicationResource = (typeof duplicationResources)[number];

/** The web shop's resources: offered only on sites with e-commerce. */
export const shopDuplicationResources: readonly DuplicationResource[] = ['products', 'attributes', 'productTemplates'];

export const siteDuplicationMessages = {
  confirmMismatch: (name: string) => `Navnet stemmer ikke. Skriv «${name}» nøyaktig slik det står.`,
  notAllowed: 'Dette nettstedet kan ikke dupliseres.',
  twice: 'Hvert valg kan bare stå én gang.',
} as const;

export const siteDuplicateSchema = z
  .object({
    /** The site's system name, typed to confirm. */
    confirmSite: z.string().min(1).max(200),
    /** The copy's display name; its system name is made from it. */
    newSiteName: z.string().trim().min(1).max(120),
    resources: z
      .array(z.enum(duplicationResources))
      .max(duplicationResources.length)
      .refine((resources) => new Set(resources).size === resources.length, {
        error: siteDuplicationMessages.twice,
      })
      .default([]),
  })
  .strict();
export type SiteDuplicate = z.input<typeof siteDuplicateSchema>;

/**
 * The request for one site, as the server checks it and the form validates: the typed name must be
 * the site's system name exactly (spec 2 §5), with no trimming or case folding.
 */
export const siteDuplicateSchemaFor = (siteName: string) =>
  siteDuplicateSchema.extend({
    confirmSite: siteDuplicateSchema.shape.confirmSite.refine((typed) => typed === siteName, {
      error: siteDuplicationMessages.confirmMismatch(siteName),
    }),
  });

export const siteDuplicationStartedSchema = z.object({ jobId: z.string() });
export type SiteDuplicationStarted = z.infer<typeof siteDuplicationStartedSchema>;

export const siteDuplicationStatuses = ['queued', 'running', 'done', 'failed'] as const;

/** `GET site/duplicate/{jobId}`: where the copy stands; `newSiteId` once it is done. */
export const siteDuplicationJobSchema = z.object({
  status: z.enum(siteDuplicationStatuses),
  newSiteId: z.string().nullable(),
});
export type SiteDuplicationJob = z.infer<typeof siteDuplicationJobSchema>;
