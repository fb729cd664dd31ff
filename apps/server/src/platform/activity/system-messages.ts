import { type SystemMessageInput, systemMessageInput } from '@vev/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../ids';
import { systemMessages } from './system-messages-schema';

/** Publishes a message from the platform to every site's timeline; invalid input throws the zod error. */
export async function publishSystemMessage(db: Database, input: SystemMessageInput): Promise<{ id: string }> {
  const message = systemMessageInput.parse(input);
  const id = newId();
  await db.insert(systemMessages).values({ id, ...message });
  return { id };
}

/** The messages published, newest first (id, time and title), for the command that lists them. */
export function listSystemMessages(db: Database, limit = 50) {
  return db
    .select({ id: systemMessages.id, createdAt: systemMessages.createdAt, title: systemMessages.title })
    .from(systemMessages)
    .orderBy(desc(systemMessages.createdAt), desc(systemMessages.id))
    .limit(limit);
}

/** Takes a message off every site's timeline; false when there is none with that id. */
export async function withdrawSystemMessage(db: Database, id: string): Promise<boolean> {
  const removed = await db.delete(systemMessages).where(eq(systemMessages.id, id)).returning({ id: systemMessages.id });
  return removed.length > 0;
}
