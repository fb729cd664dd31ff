/** The activity log as `GET activity` answers it (spec 2 §3 'Activity entry'). */
import { z } from 'zod';

export const activityEntrySchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  timestamp: z.string(),
  method: z.string(),
  url: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSize = 20;

/**
 * Newest first, one page at a time: `before` is the last entry of the previous page (keyset
 * pagination, so the millionth entry costs what the first does).
 */
export const activityQuerySchema = z
  .object({
    before: z.string().min(1).max(40).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(activityPageSize),
  })
  .strict();
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
