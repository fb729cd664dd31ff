/**
 * Booking e-mails through the outbox, in the transaction of the change: the customer is told of a
 * new (with the booking settings' confirmation text), changed or cancelled booking, and each resource
 * with an e-mail, and the settings' copy address, of every one. The reminder goes to the customer only.
 */
import type { BookingSettings } from '@vev/shared';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../platform/html';
import type { OutgoingMail } from '../../platform/mail/outbox';
import { enqueueMail } from '../../platform/mail/outbox';
import { getSite } from '../sites/service';
import { icalFeed } from './ical';

export type BookingMailKind = 'created' | 'changed' | 'cancelled' | 'reminder';

export interface BookingMailFacts {
  siteId: string;
  /** The booking's id: the UID of its calendar file. */
  id: string;
  serviceName: string;
  start: Date;
  end: Date;
  name: string;
  email: string;
  phone: string;
  /** The time before a change, for 'changed'. */
  previousStart?: Date;
  /** For 'changed': a new time became part of the booking ('Slå sammen bookinger'); its time before. */
  joined?: { start: Date; end: Date };
  resources: { name: string; email: string }[];
  /** The customer's own address for the booking (see, move and cancel), when it was made on the storefront. */
  manageUrl?: string;
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

const customerSubjects: Record<BookingMailKind, string> = {
  created: 'Bookingen din er bekreftet',
  changed: 'Bookingen din er endret',
  cancelled: 'Bookingen din er kansellert',
  reminder: 'Påminnelse om bookingen din',
};
const resourceSubjects: Record<Exclude<BookingMailKind, 'reminder'>, string> = {
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

/** The customer's lines for each kind of mail. */
function customerLines(kind: BookingMailKind, facts: BookingMailFacts, when: string, before: string | null) {
  const greeting = `Hei ${facts.name}!`;
  if (kind === 'created') return [greeting, `Du har booket ${facts.serviceName} ${when}.`];
  if (kind === 'cancelled') return [greeting, `Bookingen din av ${facts.serviceName} ${when} er kansellert.`];
  if (kind === 'reminder') return [greeting, `Vi minner om at du har booket ${facts.serviceName} ${when}.`];
  if (facts.joined)
    return [
      greeting,
      `Den nye tiden er lagt til bookingen din av ${facts.serviceName}, som nå gjelder ${when}.`,
      `Før gjaldt den ${formatBookingTime(facts.joined.start, facts.joined.end)}.`,
    ];
  return [
    greeting,
    `Bookingen din av ${facts.serviceName} er flyttet til ${when}.`,
    ...(before ? [`Den tidligere tiden (${before}) gjelder ikke lenger.`] : []),
  ];
}

/** The booking as a calendar file (its id as UID, so a changed booking replaces the first in the calendar). */
function calendarAttachment(facts: BookingMailFacts, siteName: string) {
  const ics = icalFeed({
    name: siteName,
    host: 'booking.vev',
    now: new Date(),
    events: [
      {
        id: facts.id,
        start: facts.start,
        end: facts.end,
        created: new Date(),
        summary: `${facts.serviceName} – ${siteName}`,
        description: facts.manageUrl ? `Se, endre eller avbestill bookingen: ${facts.manageUrl}` : '',
      },
    ],
  });
  return { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from(ics) };
}

/** The site's name and booking settings, as the mails use them. */
export interface BookingMailSite {
  name: string;
  settings: Pick<BookingSettings, 'copyEmail' | 'confirmationText'>;
}

/** What the customer, the resources and the copy address are sent about one booking; the texts in one place for tests. */
export function bookingMails(kind: BookingMailKind, facts: BookingMailFacts, site: BookingMailSite) {
  const when = formatBookingTime(facts.start, facts.end);
  const before = facts.previousStart ? osloTime.format(facts.previousStart) : null;
  const mails: Omit<OutgoingMail, 'siteId'>[] = [];
  if (facts.email) {
    const lines = customerLines(kind, facts, when, before);
    if (kind === 'created' && site.settings.confirmationText) lines.push(site.settings.confirmationText);
    if (facts.manageUrl && kind !== 'cancelled')
      lines.push(`Se, endre eller avbestill bookingen her: ${facts.manageUrl}`);
    const subject = `${customerSubjects[kind]} – ${site.name}`;
    const inCalendar = kind === 'created' || kind === 'changed';
    mails.push({
      to: facts.email,
      subject,
      ...render(site.name, customerSubjects[kind], lines),
      ...(inCalendar ? { attachments: [calendarAttachment(facts, site.name)] } : {}),
    });
  }
  if (kind === 'reminder') return mails;
  const title = `${resourceSubjects[kind]}: ${facts.serviceName}`;
  const staffLines = (who: string | null) => [
    `${who ? `${who}: ` : ''}${facts.serviceName} ${when}.`,
    ...(kind === 'changed' && facts.joined
      ? [`Ny tid lagt til bookingen. Tidligere tid: ${formatBookingTime(facts.joined.start, facts.joined.end)}.`]
      : kind === 'changed' && before
        ? [`Tidligere tid: ${before}.`]
        : []),
    `Kunde: ${[facts.name, facts.phone, facts.email].filter(Boolean).join(', ')}.`,
  ];
  for (const resource of facts.resources) {
    if (!resource.email) continue;
    mails.push({
      to: resource.email,
      subject: `${title} – ${site.name}`,
      ...render(site.name, title, staffLines(resource.name)),
    });
  }
  const { copyEmail } = site.settings;
  if (copyEmail) {
    const names = facts.resources.map((resource) => resource.name).join(', ');
    mails.push({
      to: copyEmail,
      subject: `${title} – ${site.name}`,
      ...render(site.name, title, staffLines(names || null)),
    });
  }
  return mails;
}

export async function enqueueBookingMails(db: Database, kind: BookingMailKind, facts: BookingMailFacts) {
  const site = await getSite(db, facts.siteId);
  const mailSite = { name: site.displayName || site.name, settings: site.booking };
  for (const mail of bookingMails(kind, facts, mailSite)) await enqueueMail(db, { siteId: facts.siteId, ...mail });
}
