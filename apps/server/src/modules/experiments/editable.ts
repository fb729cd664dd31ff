/** Whether the designer may change an experiment's variant contents (spec 3 §4: not while it is active). */
import { experimentMessages } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict } from '../../platform/errors';
import { experiments } from './schema';

/** Refuses with 409 while the experiment is active; a variant of an experiment not made yet may be edited. */
export async function assertVariantContentEditable(db: Database, siteId: string, experimentId: string) {
  const [row] = await db
    .select({ active: experiments.active })
    .from(experiments)
    .where(and(eq(experiments.siteId, siteId), eq(experiments.id, experimentId)))
    .limit(1);
  if (row?.active) throw conflict(experimentMessages.activeContent);
}
