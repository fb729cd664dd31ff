import { type SystemMessageInput, systemMessageInput } from '@vev/shared';
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
