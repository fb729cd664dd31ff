/**
 * A system message (spec 3 §3 'Timeline item kinds'): news from the platform, not from a site, shown
 * on every site's timeline. The platform publishes one with `npm run system-message`.
 */
import { z } from 'zod';

export const systemMessageLimits = { title: 120, text: 2000, images: 4, url: 500, alt: 200 } as const;

/**
 * The dashboard loads images from its own address only (its Content-Security-Policy), so an image is
 * a path there: a media file's `/media/{id}/file`, for instance.
 */
const imageUrl = z
  .string()
  .trim()
  .max(systemMessageLimits.url, { message: `Bildeadressen kan være på høyst ${systemMessageLimits.url} tegn.` })
  .regex(/^\/(?!\/)\S*$/, { message: 'Bildeadressen må være en sti på plattformen, for eksempel /media/…/file.' });

export const systemMessageInput = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { message: 'Meldingen må ha en tittel.' })
      .max(systemMessageLimits.title, { message: `Tittelen kan være på høyst ${systemMessageLimits.title} tegn.` }),
    text: z
      .string()
      .trim()
      .max(systemMessageLimits.text, { message: `Teksten kan være på høyst ${systemMessageLimits.text} tegn.` })
      .default(''),
    images: z
      .array(
        z.object({
          url: imageUrl,
          alt: z
            .string()
            .trim()
            .max(systemMessageLimits.alt, {
              message: `Bildeteksten kan være på høyst ${systemMessageLimits.alt} tegn.`,
            })
            .default(''),
        }),
      )
      .max(systemMessageLimits.images, { message: `En melding kan ha høyst ${systemMessageLimits.images} bilder.` })
      .default([]),
  })
  .strict();
export type SystemMessageInput = z.input<typeof systemMessageInput>;
export type SystemMessage = z.output<typeof systemMessageInput>;
