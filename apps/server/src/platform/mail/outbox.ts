/** Writing mail to the outbox, and reading a site's mail for its admins. */
import type { OutboxMail } from '@vev/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../ids';
import { type MadeAttachment, mailOutbox } from './schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  siteId?: string | null;
  /** Files sent with it: small bytes, or one a module makes when the mail is sent (`made`). */
  attachments?: readonly OutgoingAttachment[];
}

export type OutgoingAttachment = { filename: string; contentType: string } & (
  | { content: Buffer }
  | { made: MadeAttachment }
);

/** Call with the transaction of the change the mail is about, so both happen or neither. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<string> {
  const id = newId();
  await mailInsert(db, mail, id);
  return id;
}

/** The mail's insert, not yet run (to send with the change's other writes in one statement). */
export function mailInsert(db: Database, mail: OutgoingMail, id = newId()) {
  return db.insert(mailOutbox).values(mailRow(mail, id));
}

/** The outbox row of a mail. */
export function mailRow(mail: OutgoingMail, id = newId()): typeof mailOutbox.$inferInsert {
  return {
    id,
    siteId: mail.siteId ?? null,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments?.length
      ? mail.attachments.map((file) =>
          'made' in file
            ? file
            : { filename: file.filename, contentType: file.contentType, content: file.content.toString('base64') },
        )
      : null,
  };
}

export async function listSiteMail(
  db: Database,
  input: { siteId: string; skip: number; limit: number; withBodies: boolean },
): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.siteId, input.siteId))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .offset(input.skip)
    .limit(input.limit);
  return rows.map((row) => ({
    _id: row.id,
    to: row.to,
    subject: row.subject,
    html: input.withBodies ? row.html : null,
    text: input.withBodies ? row.text : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    attempts: row.attempts,
  }));
}
