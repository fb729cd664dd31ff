/**
 * Sends the outbox through SMTP. Each round claims a few due rows with a lease (FOR UPDATE SKIP
 * LOCKED, so two processes never claim the same row), sends them outside any transaction, and
 * marks each sent, or due again later with backoff, or failed after the last attempt.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { mailOutbox, type StoredMailAttachment } from './schema';

export const maxMailAttempts = 5;
const batchSize = 10;
const leaseMs = 5 * 60 * 1000;
const pollMs = 5000;

export interface MailSender {
  from: string;
  transport: Pick<Transporter, 'sendMail'>;
  /** The modules' makers of attachments made when the mail is sent, by kind. */
  makers?: MailAttachmentMakers;
}

/** Makes the file a mail of `siteId` names by `id` (an order's invoice, say). */
export type MailAttachmentMaker = (made: { siteId: string; id: string }) => Promise<Buffer>;
export type MailAttachmentMakers = ReadonlyMap<string, MailAttachmentMaker>;

/** The attachments' bytes: stored ones decoded, made ones made now (a failure fails this attempt). */
async function attachmentFiles(
  attachments: readonly StoredMailAttachment[],
  siteId: string | null,
  makers: MailAttachmentMakers | undefined,
) {
  return Promise.all(
    attachments.map(async (file) => {
      if ('content' in file) {
        return { filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content, 'base64') };
      }
      const make = makers?.get(file.made.kind);
      if (!make || !siteId) throw new Error(`no maker for the attachment '${file.made.kind}'`);
      return {
        filename: file.filename,
        contentType: file.contentType,
        content: await make({ siteId, id: file.made.id }),
      };
    }),
  );
}

/**
 * Claims up to `batchSize` due rows for this process; answers them. The CTE runs once, so its
 * SKIP LOCKED choice is the set updated (an `IN (subquery)` may be re-planned and re-run).
 */
export async function claimDueMail(db: Database, at?: Date) {
  // The database's clock by default: rows are stamped with it, to the microsecond.
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`
    WITH due AS (
      SELECT id FROM ${mailOutbox}
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${now}
        AND (locked_until IS NULL OR locked_until <= ${now})
      ORDER BY next_attempt_at
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${mailOutbox} SET locked_until = ${now} + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
    FROM due WHERE ${mailOutbox.id} = due.id
    RETURNING ${mailOutbox.id}`,
  );
  const ids = claimed.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

/** One round: claim, send, record. Answers how many were sent. */
export async function deliverDueMail(db: Database, sender: MailSender, at?: Date): Promise<number> {
  const claimed = await claimDueMail(db, at);
  let sent = 0;
  for (const mail of claimed) {
    try {
      await sender.transport.sendMail({
        from: sender.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.attachments?.length
          ? { attachments: await attachmentFiles(mail.attachments, mail.siteId, sender.makers) }
          : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const giveUp = mail.attempts >= maxMailAttempts;
      const backoffMs = 60_000 * 2 ** (mail.attempts - 1);
      await db
        .update(mailOutbox)
        .set({
          lastError,
          lockedUntil: null,
          ...(giveUp ? { failedAt: new Date() } : { nextAttemptAt: new Date(Date.now() + backoffMs) }),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}

/** The From address: the SMTP user when it is an e-mail address, else noreply at the public host. */
export function senderAddress(smtpUrl: string, providerName: string, publicHost: string): string {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  const address = user.includes('@') ? user : `noreply@${publicHost}`;
  return `"${providerName.replace(/"/g, '')}" <${address}>`;
}

/** Starts the loop; answers a function that stops it (waiting for a round in progress). */
export function startMailSender(
  db: Database,
  options: { smtpUrl: string; from: string; log: FastifyBaseLogger; makers?: MailAttachmentMakers },
): () => Promise<void> {
  const sender: MailSender = {
    from: options.from,
    transport: createTransport(options.smtpUrl),
    makers: options.makers,
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const tick = () => {
    round = deliverDueMail(db, sender)
      .catch((error) => options.log.error({ err: error }, 'sending mail failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}

/** With SMTP_URL set, each server process runs a sender while it is up. */
export function registerMailSender(
  app: FastifyInstance,
  db: Database,
  config: Config,
  makers: MailAttachmentMakers,
): void {
  const { smtpUrl } = config;
  if (!smtpUrl) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const from = senderAddress(smtpUrl, config.providerName, config.publicUrl.hostname);
    stop = startMailSender(db, { smtpUrl, from, log: app.log, makers });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
