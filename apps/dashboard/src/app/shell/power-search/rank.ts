/**
 * The power search's ranking rule: how well a title matches the text, and how the server's content
 * hits and the screens a user can open are mixed into one list whose first item is the best.
 *
 * A match has a tier and a coverage:
 * - tier 4, exact: the title is the text ('frakt' → Frakt);
 * - tier 3, prefix: the title starts with the text ('om' → Om oss);
 * - tier 2, word: a later word of the title starts with it ('oss' → Om oss, 'postmaler' → E-postmaler);
 * - tier 1, inside: the text sits inside a word ('nøkler' → Tilgangsnøkler), from 3 characters on,
 *   so that 'om' does not find Komponenter and Domener. A content hit is at least tier 1: the server
 *   found it, by its description, its tags or a typo.
 * - coverage: how much of the title the text covers (a shorter title matches better), as the server
 *   ranks titles that start with the text shortest first.
 * A screen also matches by its search words ('mva' → Avgifter), below what the word itself would
 * reach: an exact word counts as tier 3, a word that starts with the text as tier 2, both covering
 * nothing, so that a real title (a page's, a screen's name) at the same tier goes first.
 *
 * Mixing: content keeps the server's order (its relevance); a screen goes before the next content hit
 * when its match is better (tier, then coverage); on a tie the content hit goes first.
 */
import type { SearchResult } from '@vev/shared';

export type MatchTier = 0 | 1 | 2 | 3 | 4;

export interface Match {
  tier: MatchTier;
  /** Characters of the text per character of the title or word it matched, 0–1. */
  coverage: number;
}

const noMatch: Match = { tier: 0, coverage: 0 };

/** Lower case without accents, æ and ø spelt out, so 'tilgangsnokler' finds 'Tilgangsnøkler'. */
export function normalizeForSearch(text: string): string {
  return text
    .toLocaleLowerCase('nb')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** The shortest text that still finds a title from inside a word. */
export const insideMatchMinLength = 3;

/** How well `title` matches the (normalized) `wanted` text. */
export function matchTitle(title: string, wanted: string): Match {
  const normalized = normalizeForSearch(title);
  if (!wanted || !normalized) return noMatch;
  const coverage = Math.min(1, wanted.length / normalized.length);
  if (normalized === wanted) return { tier: 4, coverage: 1 };
  if (normalized.startsWith(wanted)) return { tier: 3, coverage };
  let tier: MatchTier = 0;
  for (let at = normalized.indexOf(wanted, 1); at > 0; at = normalized.indexOf(wanted, at + 1)) {
    if (!isWordCharacter(normalized[at - 1])) return { tier: 2, coverage };
    if (wanted.length >= insideMatchMinLength) tier = 1;
  }
  return tier ? { tier, coverage } : noMatch;
}

/** Better first: higher tier, then higher coverage. */
export function compareMatches(a: Match, b: Match): number {
  return b.tier - a.tier || b.coverage - a.coverage;
}

const best = (matches: Match[]): Match => matches.reduce((a, b) => (compareMatches(a, b) <= 0 ? a : b), noMatch);

/** A screen's match: by its name, or by one of its search words, below a name. */
export function matchScreen(screen: { label: string; words: readonly string[] }, wanted: string): Match {
  const byWords = screen.words.map((word): Match => {
    const { tier } = matchTitle(word, wanted);
    if (tier === 4) return { tier: 3, coverage: 0 };
    if (tier >= 2) return { tier: 2, coverage: 0 };
    return noMatch;
  });
  return best([matchTitle(screen.label, wanted), ...byWords]);
}

export type RankedResult<S> =
  | { kind: 'content'; hit: SearchResult; match: Match }
  | { kind: 'screen'; screen: S; match: Match };

/** How many screens the list shows at most, beside the server's content hits. */
export const maxScreenResults = 5;

/** The content hits (in the server's order) and the matching screens, mixed by the rule above. */
export function rankResults<S extends { label: string; words: readonly string[] }>(
  hits: readonly SearchResult[],
  screens: readonly S[],
  text: string,
): RankedResult<S>[] {
  const wanted = normalizeForSearch(text);
  if (!wanted) return [];
  const content = hits.map((hit) => {
    const match = matchTitle(hit.title, wanted);
    return { kind: 'content' as const, hit, match: match.tier ? match : { tier: 1 as const, coverage: 0 } };
  });
  const matched = screens
    .map((screen) => ({ kind: 'screen' as const, screen, match: matchScreen(screen, wanted) }))
    .filter((result) => result.match.tier > 0)
    .sort((a, b) => compareMatches(a.match, b.match))
    .slice(0, maxScreenResults);

  const ranked: RankedResult<S>[] = [];
  let c = 0;
  let s = 0;
  while (c < content.length || s < matched.length) {
    const hit = content[c];
    const screen = matched[s];
    if (screen && (!hit || compareMatches(screen.match, hit.match) < 0)) {
      ranked.push(screen);
      s += 1;
    } else if (hit) {
      ranked.push(hit);
      c += 1;
    }
  }
  return ranked;
}
