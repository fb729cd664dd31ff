/** Column helpers every table uses, so ids and timestamps look the same everywhere. */
import { text, timestamp } from 'drizzle-orm/pg-core';

export const id = (name = 'id') => text(name).notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
