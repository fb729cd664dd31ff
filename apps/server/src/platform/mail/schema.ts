import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from '../../db/columns';

/**
 * A file sent with a mail: its bytes (base64), or the file a module makes when the mail is sent
 * (`made`: the maker's kind and the id it makes it from, e.g. an order's invoice), so the request
 * that wrote the mail does not pay for it and the outbox does not keep the bytes.
 */
export type StoredMailAttachment = { filename: string; contentType: string } & (
  | { content: string }
  | { made: MadeAttachment }
);

export interface MadeAttachment {
  kind: string;
  id: string;
}

/**
 * Outgoing mail, written in the transaction of whatever caused it. With SMTP configured a sender
 * claims due rows (a lease in `lockedUntil`, taken with SKIP LOCKED) and marks them sent or failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id().primaryKey(),
    /** The site the mail is about, when there is one (its admins see it in the outbox view). */
    siteId: text('site_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Files sent with the mail (an invoice PDF with the order receipt). */
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>(),
    createdAt: createdAt(),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
    failedAt: moment('failed_at'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL AND ${table.failedAt} IS NULL`),
    index('mail_outbox_site_idx').on(table.siteId, table.createdAt),
  ],
);
