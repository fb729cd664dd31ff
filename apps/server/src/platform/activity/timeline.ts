import type { ActivityType } from '@vev/shared';
import type { Database } from '../../db/client';
import { newId } from '../ids';
import { timelineEvents } from './timeline-schema';

/** A business event for the dashboard's timeline (page published, order created …). */
export async function recordTimelineEvent(
  db: Database,
  event: {
    siteId: string;
    type: ActivityType;
    userId: string | null;
    resourceType?: string;
    resourceId?: string;
    title: string;
  },
): Promise<void> {
  await db.insert(timelineEvents).values({ id: newId(), ...event });
}
