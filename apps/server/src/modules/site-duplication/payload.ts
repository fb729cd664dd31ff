/** The duplication job's kind and payload, as `POST site/duplicate` enqueues it. */
import { duplicationResources } from '@vev/shared';
import { z } from 'zod';

export const siteDuplicationJobKind = 'siteDuplication';

export const siteDuplicationPayloadSchema = z.object({
  sourceSiteId: z.string(),
  /** The admin who asked: the copy's first administrator and the author of its default templates. */
  userId: z.string(),
  newSiteName: z.string(),
  resources: z.array(z.enum(duplicationResources)),
});
export type SiteDuplicationPayload = z.infer<typeof siteDuplicationPayloadSchema>;
