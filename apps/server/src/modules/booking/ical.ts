/**
 * A resource's private iCalendar feed (RFC 5545): one VEVENT per confirmed booking, times in UTC,
 * text escaped and lines folded at 75 octets.
 */

export interface FeedEvent {
  id: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  created: Date;
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeIcalText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** 20261130T080000Z */
export const icalUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
export function foldIcalLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function icalFeed(input: { name: string; host: string; events: FeedEvent[]; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vev//Booking//NO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcalText(input.name)}`,
    'X-WR-TIMEZONE:Europe/Oslo',
  ];
  for (const event of input.events)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}@${input.host}`,
      `DTSTAMP:${icalUtc(input.now)}`,
      `CREATED:${icalUtc(event.created)}`,
      `DTSTART:${icalUtc(event.start)}`,
      `DTEND:${icalUtc(event.end)}`,
      `SUMMARY:${escapeIcalText(event.summary)}`,
      `DESCRIPTION:${escapeIcalText(event.description)}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcalLine).join('\r\n')}\r\n`;
}
