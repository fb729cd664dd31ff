/**
 * `GET stats/timeline` (spec 3 §3 'Timeline item kinds', §7, §8 'Timeline fallbacks'): the business
 * events the home screen lists, newest first, each with where the thing it is about is now.
 */
import { z } from 'zod';

export const timelineTypes = [
  'createdSite',
  'createdOrder',
  'publishedProduct',
  'publishedPage',
  'installedApp',
  'uninstalledApp',
  'submittedForm',
  'systemMessage',
] as const;
export type TimelineType = (typeof timelineTypes)[number];

export const timelinePageSize = 20;

const typeList = z
  .string()
  .max(400)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(z.enum(timelineTypes, { message: 'Typen må være en av hendelsene på tidslinjen.' })).min(1));

export const timelineQuerySchema = z
  .object({
    /** Kinds to list, comma-joined (`createdOrder,publishedProduct`); every kind when left out. */
    type: typeList.optional(),
    /** The last item of the previous page (keyset). */
    before: z.string().min(1).max(40).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(timelinePageSize),
  })
  .strict();
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

export const timelineImageSchema = z.object({ url: z.string(), alt: z.string() });

export const timelineItemSchema = z.object({
  _id: z.string(),
  type: z.enum(timelineTypes),
  timestamp: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** What it is about by its name now (the order's number, the product's name), or as it was written. */
  title: z.string(),
  /** The dashboard screen of what it is about; null when that is gone. */
  link: z.string().nullable(),
  /** What it is about no longer exists: the item reads as its fallback (spec 3 §8). */
  gone: z.boolean(),
  /** A system message's content (spec 3 §3): its text and images. */
  message: z.object({ text: z.string(), images: z.array(timelineImageSchema) }).nullable(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

/** Spec 3 §8 'Timeline fallbacks', verbatim: what an item says once what it is about is gone. */
export const timelineFallbacks: Record<TimelineType, string> = {
  createdOrder: 'Ny ordre ble opprettet, men denne orderen er nå slettet!',
  publishedProduct: 'Produkt ble publisert, men dette produktet er nå slettet!',
  publishedPage: 'En side ble publisert, men denne siden er nå slettet!',
  submittedForm: 'Skjema ble sendt inn, men dataen nå slettet!',
  createdSite: 'Her har det skjedd noe galt!',
  installedApp: 'Her har det skjedd noe galt!',
  uninstalledApp: 'Her har det skjedd noe galt!',
  systemMessage: 'Her mangler det innhold, gitt!',
};
