/** The activity log as `GET activity` answers it (spec 2 §3 'Activity entry'), and its filters. */
import { z } from 'zod';
import { type ActivityKind, activityKinds } from './activity-kinds';

/** What an entry's target can be; the dashboard's catalogue names each ('siden', 'domenet' …). */
export const activityTargetTypes = [
  'page',
  'category',
  'productPage',
  'template',
  'component',
  'media',
  'theme',
  'globalContent',
  'site',
  'domain',
  'department',
  'member',
  'invite',
  'accessKey',
  'shippingClass',
  'shippingZone',
  'paymentProvider',
  'product',
  'attribute',
  'label',
  'discount',
  'customer',
  'productTemplate',
  'form',
  'dataSet',
  'dataSetRecord',
  'bookingService',
  'bookingResource',
  'booking',
  'experiment',
] as const;
export type ActivityTargetType = (typeof activityTargetTypes)[number];

/** The words an entry's sentence needs besides its target: a section's name, how many things. */
export const activityDetailsSchema = z
  .object({
    section: z.string().max(200).optional(),
    count: z.number().int().min(0).optional(),
  })
  .strict();
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

export const activityEntrySchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  timestamp: z.string(),
  method: z.string(),
  url: z.string(),
  /** What happened; null for an entry written before kinds existed or by a route that declares none. */
  kind: z.enum(activityKinds as [ActivityKind, ...ActivityKind[]]).nullable(),
  /**
   * What it happened to, with its label as it was at the time. `editPath` is where it is edited now;
   * `deleted` says that it no longer exists (its label is then all that is left of it).
   */
  target: z
    .object({
      type: z.enum(activityTargetTypes),
      id: z.string(),
      label: z.string(),
      editPath: z.string().nullable(),
      deleted: z.boolean(),
    })
    .nullable(),
  details: activityDetailsSchema.nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSize = 20;

/**
 * Newest first, one page at a time: `before` is the last entry of the previous page (keyset
 * pagination, so the millionth entry costs what the first does). `user` and `kind` narrow it to one
 * person's or one kind of change.
 */
export const activityQuerySchema = z
  .object({
    before: z.string().min(1).max(40).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(activityPageSize),
    user: z.string().min(1).max(40).optional(),
    kind: z.enum(activityKinds as [ActivityKind, ...ActivityKind[]]).optional(),
  })
  .strict();
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
