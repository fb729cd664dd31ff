import type { SearchResult } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { matchScreen, matchTitle, normalizeForSearch, rankResults } from './rank';

const page = (title: string, type = 'page'): SearchResult => ({
  _id: title,
  type,
  title,
  subtitle: '',
  description: '',
  image: null,
  path: '',
  editPath: `/innhold/sider/${title}`,
});
const screen = (label: string, words: string[] = []) => ({ label, words });

const componentsScreen = screen('Komponenter', ['komponent', 'seksjoner']);
const domainsScreen = screen('Domener', ['domene', 'dns']);
const redirectsScreen = screen('Videresendinger', ['omdirigeringer', 'redirects']);
const shippingScreen = screen('Frakt', ['levering', 'fraktsoner']);
const taxesScreen = screen('Avgifter', ['mva', 'moms']);
const membersScreen = screen('Brukere', ['medlemmer', 'invitasjoner']);
const screens = [componentsScreen, domainsScreen, redirectsScreen, shippingScreen, taxesScreen, membersScreen];

/** The titles or labels of the ranked list, in order. */
const ranked = (hits: SearchResult[], text: string) =>
  rankResults(hits, screens, text).map((result) =>
    result.kind === 'content' ? result.hit.title : `→ ${result.screen.label}`,
  );

const match = (title: string, text: string) => matchTitle(title, normalizeForSearch(text));

describe('power search: how a title matches the text', () => {
  it('an exact title is tier 4, a title that starts with the text tier 3, a later word tier 2', () => {
    expect(match('Frakt', 'frakt')).toEqual({ tier: 4, coverage: 1 });
    expect(match('Om oss', 'om')).toEqual({ tier: 3, coverage: 2 / 6 });
    expect(match('Om oss', 'oss')).toEqual({ tier: 2, coverage: 3 / 6 });
    expect(match('E-postmaler', 'postmaler').tier).toBe(2);
  });

  it('inside a word it matches from 3 characters on, so «om» does not find Komponenter or Domener', () => {
    expect(match('Komponenter', 'om').tier).toBe(0);
    expect(match('Domener', 'om').tier).toBe(0);
    expect(match('Komponenter', 'pone').tier).toBe(1);
    expect(match('Sider', 'xyz').tier).toBe(0);
  });

  it('ignores case, accents and æøå spelt with plain letters', () => {
    expect(match('Tilgangsnøkler', 'TILGANGSNOKLER').tier).toBe(4);
    expect(match('Tilgangsnøkler', 'nøkler').tier).toBe(1);
    expect(match('Betalingsløsninger', 'betalingslosninger').tier).toBe(4);
    expect(match('Café  Øst', 'cafe ost').tier).toBe(4);
  });

  it('a screen matches by a search word below its name: exact as a prefix, a prefix as a word, covering nothing', () => {
    expect(matchScreen(taxesScreen, 'mva')).toEqual({ tier: 3, coverage: 0 });
    expect(matchScreen(membersScreen, 'medl')).toEqual({ tier: 2, coverage: 0 });
    expect(matchScreen(membersScreen, 'brukere')).toEqual({ tier: 4, coverage: 1 });
    // Search words do not match from inside a word: 'lemmer' is no reason to show Brukere.
    expect(matchScreen(membersScreen, 'lemmer').tier).toBe(0);
  });
});

describe('power search: the ranked list', () => {
  it('«om»: the page Om oss comes first, before a screen found by a search word', () => {
    expect(ranked([page('Om oss'), page('Historien om oss')], 'om')).toEqual([
      'Om oss',
      'Historien om oss',
      '→ Videresendinger',
    ]);
  });

  it('«domener», «frakt», «mva», «medlemmer»: the settings screen is found and comes first', () => {
    expect(ranked([], 'domener')).toEqual(['→ Domener']);
    expect(ranked([page('Fraktinformasjon'), page('Levering og retur')], 'frakt')).toEqual([
      '→ Frakt',
      'Fraktinformasjon',
      'Levering og retur',
    ]);
    expect(ranked([], 'mva')).toEqual(['→ Avgifter']);
    expect(ranked([], 'medlemmer')).toEqual(['→ Brukere']);
  });

  it('an exact or prefix content title outranks a weaker screen match', () => {
    expect(ranked([page('Levering')], 'levering')).toEqual(['Levering', '→ Frakt']);
    expect(ranked([page('DNS-oppsett')], 'dns')).toEqual(['DNS-oppsett', '→ Domener']);
    expect(ranked([page('Mva-satser for 2026')], 'mva')).toEqual(['Mva-satser for 2026', '→ Avgifter']);
  });

  it('a screen whose name starts with the text outranks a weaker content hit', () => {
    // The server found 'Velkommen' by its description: it matches no word of its title.
    expect(ranked([page('Velkommen')], 'bruk')).toEqual(['→ Brukere', 'Velkommen']);
    // Both start with the text: the shorter title covers more of it.
    expect(ranked([page('Domeneflytting')], 'dom')).toEqual(['→ Domener', 'Domeneflytting']);
  });

  it('on equal match the content hit goes first', () => {
    expect(ranked([page('Frakt')], 'frakt')).toEqual(['Frakt', '→ Frakt']);
  });

  it("content keeps the server's order; screens go in between where they match better", () => {
    const hits = [page('Sommer i byen'), page('Sommerfest'), page('Vinter og sommer')];
    expect(ranked(hits, 'sommer')).toEqual(['Sommer i byen', 'Sommerfest', 'Vinter og sommer']);
    expect(ranked([page('Nyheter om levering'), page('Levering og retur')], 'levering')).toEqual([
      '→ Frakt',
      'Nyheter om levering',
      'Levering og retur',
    ]);
  });

  it('shows at most 5 screens, the best first', () => {
    const many = ['Sider', 'Sidemaler', 'Sidevisninger', 'Sideoppsett', 'Sidefot', 'Side'].map((label) =>
      screen(label),
    );
    const labels = rankResults([], many, 'side').map((result) => (result.kind === 'screen' ? result.screen.label : ''));
    expect(labels).toEqual(['Side', 'Sider', 'Sidefot', 'Sidemaler', 'Sideoppsett']);
  });

  it('a blank text ranks nothing', () => {
    expect(ranked([page('Om oss')], '  ')).toEqual([]);
  });
});
