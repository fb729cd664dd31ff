import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OpeningHours, unbrokenRanges } from './opening-hours';

const markup = (text: string) => renderToStaticMarkup(unbrokenRanges(text));

describe('opening hours: a range of days or times never breaks inside', () => {
  it('keeps a range of days and a range of hours each on one line', () => {
    expect(markup('Mandag–fredag')).toBe('<span class="vev-nowrap">Mandag–fredag</span>');
    expect(markup('10–18')).toBe('<span class="vev-nowrap">10–18</span>');
  });

  it('keeps a spaced range together, and leaves the words around it free to wrap', () => {
    expect(markup('Lørdag 10.00 – 15.00')).toBe('Lørdag <span class="vev-nowrap">10.00 – 15.00</span>');
    expect(markup('Mandag-fredag og lørdag 9-15')).toBe(
      '<span class="vev-nowrap">Mandag-fredag</span> og lørdag <span class="vev-nowrap">9-15</span>',
    );
  });

  it('leaves text without a range as it is', () => {
    expect(markup('Søndag')).toBe('Søndag');
    expect(markup('Stengt')).toBe('Stengt');
  });

  it('lists each day with its time', () => {
    const html = renderToStaticMarkup(
      <OpeningHours
        entries={[
          { days: 'Mandag–fredag', hours: '10–18' },
          { days: 'Søndag', hours: 'Stengt' },
        ]}
      />,
    );
    expect(html).toBe(
      '<dl class="vev-hours"><div><dt><span class="vev-nowrap">Mandag–fredag</span></dt><dd><span class="vev-nowrap">10–18</span></dd></div><div><dt>Søndag</dt><dd>Stengt</dd></div></dl>',
    );
  });
});
