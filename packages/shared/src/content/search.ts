import { z } from 'zod';

/** One hit of the power search (spec 2 §3 'Search result'). */
export const searchResultSchema = z.object({
  _id: z.string(),
  type: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  path: z.string(),
  editPath: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const powerSearchQuerySchema = z
  .object({
    q: z.string().max(200),
    limit: z.coerce.number().int().min(1).max(20).default(5),
  })
  .strict();
