/**
 * Booking e-mails through the outbox, in the transaction of the change: the customer is told of a
 * changed or cancelled booking, and each resource with an e-mail of a new, changed or cancelled one.
 */
import type { Database } from '../../db/client';
import { escapeHtml } from '../../platform/html';
import { enqueueMail } from '../../platform/mail/outbox';
import { getSite } from '../sites/service';

export type BookingMailKind = 'created' | 'changed' | 'cancelled';

export interface BookingMailFacts {
  siteId: string;
  serviceName: string;
  start: Date;
  end: Date;
  name: string;
  email: string;
  phone: string;
  /** The time before a change, for 'changed'. */
  previousStart?: Date;
  resources: { name: string; email: string }[];
}

const osloTime = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const osloClock = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' });

/** 'mandag 30. november 2026 kl. 09:00–09:30' in Oslo time. */
export const formatBookingTime = (start: Date, end: Date) => `${osloTime.format(start)}–${osloClock.format(end)}`;

const customerSubjects: Record<Exclude<BookingMailKind, 'created'>, string> = {
  changed: 'Bookingen din er endret',
  cancelled: 'Bookingen din er kansellert',
};
const resourceSubjects: Record<BookingMailKind, string> = {
  created: 'Ny booking',
  changed: 'Booking endret',
  cancelled: 'Booking kansellert',
};

function render(siteName: string, title: string, lines: string[]) {
  const html = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Helvetica,Arial,sans-serif;color:#212529"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}<p style="color:#6b7280">${escapeHtml(siteName)}</p></body></html>`;
  return { html, text: [title, '', ...lines, '', siteName].join('\n') };
}

/** What the customer and the resources are sent about one booking; the mail texts in one place for tests. */
export function bookingMails(kind: BookingMailKind, facts: BookingMailFacts, siteName: string) {
  const when = formatBookingTime(facts.start, facts.end);
  const before = facts.previousStart ? osloTime.format(facts.previousStart) : null;
  const mails: { to: string; subject: string; html: string; text: string }[] = [];
  if (kind !== 'created' && facts.email) {
    const subject = `${customerSubjects[kind]} – ${siteName}`;
    const lines =
      kind === 'changed'
        ? [
            `Hei ${facts.name}!`,
            `Bookingen din av ${facts.serviceName} er flyttet til ${when}.`,
            ...(before ? [`Den tidligere tiden (${before}) gjelder ikke lenger.`] : []),
          ]
        : [`Hei ${facts.name}!`, `Bookingen din av ${facts.serviceName} ${when} er kansellert.`];
    mails.push({ to: facts.email, subject, ...render(siteName, customerSubjects[kind], lines) });
  }
  for (const resource of facts.resources) {
    if (!resource.email) continue;
    const title = `${resourceSubjects[kind]}: ${facts.serviceName}`;
    const lines = [
      `${resource.name}: ${facts.serviceName} ${when}.`,
      ...(kind === 'changed' && before ? [`Tidligere tid: ${before}.`] : []),
      `Kunde: ${[facts.name, facts.phone, facts.email].filter(Boolean).join(', ')}.`,
    ];
    mails.push({ to: resource.email, subject: `${title} – ${siteName}`, ...render(siteName, title, lines) });
  }
  return mails;
}

export async function enqueueBookingMails(db: Database, kind: BookingMailKind, facts: BookingMailFacts) {
  const mails = bookingMails(kind, facts, '');
  if (mails.length === 0) return;
  const site = await getSite(db, facts.siteId);
  for (const mail of bookingMails(kind, facts, site.displayName || site.name))
    await enqueueMail(db, { siteId: facts.siteId, ...mail });
}
