/** The outbox sender: claims are leased so no mail goes out twice; failures back off, then give up. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { enqueueMail } from './outbox';
import { mailOutbox } from './schema';
import { claimDueMail, deliverDueMail, type MailSender, maxMailAttempts, senderAddress } from './sender';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.database.db.delete(mailOutbox);
});

function recordingSender(fail?: string): MailSender & { sent: { to: string; subject: string }[] } {
  const sent: { to: string; subject: string }[] = [];
  return {
    from: '"Vev" <noreply@localhost>',
    sent,
    transport: {
      sendMail: async (mail: { to: string; subject: string }) => {
        if (fail) throw new Error(fail);
        sent.push({ to: mail.to, subject: mail.subject });
        return {};
      },
    } as unknown as MailSender['transport'],
  };
}

const mail = (to: string) => ({ to, subject: `Hei ${to}`, html: '<p>Hei</p>', text: 'Hei' });
const row = async (id: string) => (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('mail sender', () => {
  it('sends each due mail once and marks it sent', async () => {
    const { db } = server.database;
    const first = await enqueueMail(db, mail('a@example.no'));
    await enqueueMail(db, mail('b@example.no'));
    const sender = recordingSender();
    expect(await deliverDueMail(db, sender)).toBe(2);
    expect(sender.sent.map((sent) => sent.to).sort()).toEqual(['a@example.no', 'b@example.no']);
    expect((await row(first))?.sentAt).toBeInstanceOf(Date);
    expect(await deliverDueMail(db, sender)).toBe(0);
    expect(sender.sent).toHaveLength(2);
  });

  it('a claimed mail is leased: a second claimant (another process) does not get it', async () => {
    const { db } = server.database;
    await enqueueMail(db, mail('c@example.no'));
    expect(await claimDueMail(db)).toHaveLength(1);
    expect(await claimDueMail(db)).toHaveLength(0);
    // After the lease runs out (the first process died), it is due again.
    expect(await claimDueMail(db, new Date(Date.now() + 6 * 60 * 1000))).toHaveLength(1);
  });

  it('claims at the same time (two processes) never share a mail', async () => {
    const { db } = server.database;
    for (let index = 0; index < 15; index += 1) await enqueueMail(db, mail(`${index}@example.no`));
    const claims = await Promise.all([claimDueMail(db), claimDueMail(db), claimDueMail(db)]);
    const ids = claims.flat().map((claimed) => claimed.id);
    expect(ids).toHaveLength(15);
    expect(new Set(ids).size).toBe(15);
  });

  it('a failure is retried later with the error kept, and gives up after the last attempt', async () => {
    const { db } = server.database;
    const id = await enqueueMail(db, mail('d@example.no'));
    const failing = recordingSender('Tilkoblingen ble avvist');
    await deliverDueMail(db, failing);
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({
      attempts: 1,
      lastError: 'Tilkoblingen ble avvist',
      sentAt: null,
      failedAt: null,
    });
    expect(afterFirst?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await deliverDueMail(db, failing)).toBe(0);
    for (let attempt = 2; attempt <= maxMailAttempts; attempt += 1) {
      await deliverDueMail(db, failing, new Date(Date.now() + 24 * 60 * 60 * 1000 * attempt));
    }
    expect((await row(id))?.failedAt).toBeInstanceOf(Date);
    expect(await claimDueMail(db, new Date(Date.now() + 365 * 24 * 60 * 60 * 1000))).toHaveLength(0);
  });

  it('an attachment made when sent is made by the maker of its kind; one nobody makes fails the attempt', async () => {
    const { db } = server.database;
    const made = { filename: 'kvittering.txt', contentType: 'text/plain', made: { kind: 'note', id: 'n1' } };
    const id = await enqueueMail(db, { ...mail('e@example.no'), siteId: 'site-1', attachments: [made] });
    await deliverDueMail(db, recordingSender());
    expect(await row(id)).toMatchObject({ sentAt: null, lastError: "no maker for the attachment 'note'" });

    const attached: Buffer[] = [];
    const sender: MailSender = {
      from: '"Vev" <noreply@localhost>',
      transport: {
        sendMail: async (sent: { attachments: { content: Buffer }[] }) => {
          attached.push(...sent.attachments.map((file) => file.content));
          return {};
        },
      } as unknown as MailSender['transport'],
      makers: new Map([['note', async ({ siteId, id: noteId }) => Buffer.from(`${siteId}/${noteId}`)]]),
    };
    await enqueueMail(db, { ...mail('f@example.no'), siteId: 'site-1', attachments: [made] });
    expect(await deliverDueMail(db, sender)).toBe(1);
    expect(attached.map(String)).toEqual(['site-1/n1']);
  });

  it('sends from the SMTP user when it is an address, else from noreply at the public host', () => {
    expect(senderAddress('smtp://post%40firma.no:pw@smtp.firma.no:587', 'Vev', 'vev.no')).toBe('"Vev" <post@firma.no>');
    expect(senderAddress('smtp://bruker:pw@smtp.firma.no', 'Vev', 'vev.no')).toBe('"Vev" <noreply@vev.no>');
  });
});
