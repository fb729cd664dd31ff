/**
 * A page's sections in one variant of an A/B experiment (spec 1 §2: `experiment` and
 * `experimentVariant` come from the query). The variant `_baseline` is the page itself.
 */
import { z } from 'zod';

export const baselineVariant = '_baseline';

/** Experiment and variant ids: until the experiments module exists, only their form is checked. */
const experimentKey = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

export const pageVariantQueryShape = {
  experiment: experimentKey.optional(),
  experimentVariant: experimentKey.optional(),
};
export const pageVariantQuerySchema = z.object(pageVariantQueryShape).strict();
export type PageVariantQuery = z.infer<typeof pageVariantQuerySchema>;

/** Which variant a page answer shows; null for the page itself. */
export const pageVariantSchema = z.object({ experiment: z.string(), variant: z.string() });
export type PageVariant = z.infer<typeof pageVariantSchema>;

/** The variant a query names, or null when it means the page itself (no variant, or `_baseline`). */
export function pageVariantOf(query: PageVariantQuery): PageVariant | null {
  const { experiment, experimentVariant } = query;
  if (!experiment || !experimentVariant || experimentVariant === baselineVariant) return null;
  return { experiment, variant: experimentVariant };
}

export const pageVariantMessages = {
  onlySections: 'Bare seksjoner kan endres i en variant.',
} as const;
