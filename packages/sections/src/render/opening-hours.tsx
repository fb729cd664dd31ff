/** Opening hours as a list of days and times, in the footer and the contact section. */
import type { ReactNode } from 'react';
import { keyed } from './keys';

/** A range: words joined by a dash, with or without spaces ('Mandag–fredag', '10–18', '10.00 – 18.00'). */
const rangePattern = /(\S+(?:\s*[–—-]\s*\S+)+)/;

/**
 * The text with each range kept on one line: a browser may otherwise break after the dash and show
 * 'Mandag–' over 'fredag' in a narrow column. Other words still wrap, so a long entry fits a phone.
 */
export function unbrokenRanges(text: string): ReactNode {
  const parts = text.split(rangePattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
      <span key={index} className="vev-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function OpeningHours({ entries }: { entries: readonly { days: string; hours: string }[] }) {
  return (
    <dl className="vev-hours">
      {keyed(entries).map(([key, entry]) => (
        <div key={key}>
          <dt>{unbrokenRanges(entry.days)}</dt>
          <dd>{unbrokenRanges(entry.hours)}</dd>
        </div>
      ))}
    </dl>
  );
}
