import { describe, expect, it } from 'vitest';
import { parseRedirectCsv, redirectMessages, redirectSource, redirectsToCsv, redirectTarget } from './redirects';

describe('redirect addresses', () => {
  it('an old URL is kept as the path a visitor asks for, without a trailing slash', () => {
    expect(redirectSource('/gammel-side/')).toBe('/gammel-side');
    expect(redirectSource('https://www.butikk.no/gammel/side/?id=4')).toBe('/gammel/side?id=4');
    expect(redirectSource('/')).toBe('/');
    expect(redirectSource('https://www.butikk.no')).toBe('/');
  });

  it('an old URL must be a path or an http(s) address', () => {
    for (const bad of ['gammel', '//annen.no/a', 'ftp://a.no/b', '/med mellomrom', '']) {
      expect(redirectSource(bad), bad).toBeNull();
    }
  });

  it('a new URL is a path on the site or a full http(s) address', () => {
    expect(redirectTarget('/ny')).toBe('/ny');
    expect(redirectTarget('https://annen.no/side')).toBe('https://annen.no/side');
    expect(redirectTarget('javascript:alert(1)')).toBeNull();
    expect(redirectTarget('//annen.no')).toBeNull();
  });
});

describe('redirect import', () => {
  it('reads old URL, new URL and code; 301 when the code is empty, 302 when asked', () => {
    const { redirects, errors } = parseRedirectCsv('Gammel URL;Ny URL;Kode\n/a;/b;\n/c;https://x.no/d;302\n/e;/f');
    expect(errors).toEqual({});
    expect(redirects).toEqual([
      { from: '/a', to: '/b', code: 301 },
      { from: '/c', to: 'https://x.no/d', code: 302 },
      { from: '/e', to: '/f', code: 301 },
    ]);
  });

  it('reports each bad row by its line number', () => {
    const { errors } = parseRedirectCsv('/a,/b,301\nside,/b\n/c,/d,307\n/a,/e\n/f,/f\n/g');
    expect(errors).toEqual({
      2: redirectMessages.from,
      3: redirectMessages.code,
      4: redirectMessages.duplicate(1),
      5: redirectMessages.same,
      6: redirectMessages.fields,
    });
  });

  it('an export reads back as the same redirects', () => {
    const rows = [
      { from: '/a', to: '/b?x=1,2', code: 301 as const },
      { from: '/c', to: 'https://x.no/', code: 302 as const },
    ];
    expect(parseRedirectCsv(redirectsToCsv(rows))).toEqual({ redirects: rows, errors: {} });
  });
});
