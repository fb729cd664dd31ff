import { z } from 'zod';

/** A published version of a resource (spec 1 §3 'Revision'). */
export const revisionSchema = z.object({
  _id: z.string(),
  timestamp: z.string(),
  author: z.object({ name: z.string(), email: z.string() }).nullable(),
  type: z.string(),
  reference: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

/**
 * One revision in full: its jsondiffpatch delta against the version before it, and the whole
 * published document (the theme and global content designers show an old version from it).
 */
export const revisionDetailSchema = revisionSchema.extend({ diff: z.unknown(), snapshot: z.unknown() });
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

export const revisionListQuerySchema = z
  .object({
    type: z.string().min(1).max(40),
    reference: z.string().min(1).max(40),
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
