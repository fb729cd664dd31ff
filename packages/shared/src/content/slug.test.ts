import { describe, expect, it } from 'vitest';
import { isEmptyPathSlug, slugify, slugPath, uniqueSlug } from './slug';

describe('slugify: a slug from a title', () => {
  it('folds the Norwegian letters æ, ø and å, also in capitals', () => {
    expect(slugify('Kjøpsvilkår')).toBe('kjopsvilkar');
    expect(slugify('Ærlig talt')).toBe('aerlig-talt');
    expect(slugify('ÆØÅ')).toBe('aeoa');
    expect(slugify('Historien vår')).toBe('historien-var');
  });

  it('folds other accented letters', () => {
    expect(slugify('Café på Åsane')).toBe('cafe-pa-asane');
    expect(slugify('Über Straße')).toBe('uber-strasse');
    expect(slugify('Smörgåsbord')).toBe('smorgasbord');
  });

  it('turns punctuation and spaces into single dashes, none at the ends', () => {
    expect(slugify('  Hva skjer?! Sommer 2026 ')).toBe('hva-skjer-sommer-2026');
    expect(slugify('Om oss / Ansatte & styret')).toBe('om-oss-ansatte-styret');
    expect(slugify('--- Tilbud ---')).toBe('tilbud');
  });

  it('a title with nothing to keep becomes side', () => {
    expect(slugify('')).toBe('side');
    expect(slugify('   ')).toBe('side');
    expect(slugify('?!%&')).toBe('side');
  });

  it('is at most 80 characters and never ends with a dash after cutting', () => {
    const slug = slugify(`${'a'.repeat(79)} bokstaver`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('ord '.repeat(40)).length).toBeLessThanOrEqual(80);
    expect(slugify('ord '.repeat(40))).not.toMatch(/-$/);
  });
});

describe('uniqueSlug: unique among siblings', () => {
  it('keeps a free slug as it is', () => {
    expect(uniqueSlug('om-oss', ['kontakt'])).toBe('om-oss');
    expect(uniqueSlug('om-oss', [])).toBe('om-oss');
  });

  it('adds -2, -3 … until the slug is free', () => {
    expect(uniqueSlug('om-oss', ['om-oss'])).toBe('om-oss-2');
    expect(uniqueSlug('om-oss', new Set(['om-oss', 'om-oss-2']))).toBe('om-oss-3');
  });

  it('takes the first free number, also in a gap', () => {
    expect(uniqueSlug('om-oss', ['om-oss', 'om-oss-3'])).toBe('om-oss-2');
  });
});

describe('slug paths', () => {
  it('joins the slugs of the ancestors and the page', () => {
    expect(slugPath(['om-oss', 'ansatte'])).toBe('/om-oss/ansatte');
    expect(slugPath(['kontakt'])).toBe('/kontakt');
  });

  it("'index' maps to an empty path: the front page is /", () => {
    expect(slugPath(['index'])).toBe('/');
    expect(slugPath(['index', 'barn'])).toBe('/barn');
  });

  it("'draft-' prefixed slugs map to an empty path", () => {
    expect(slugPath(['draft-01abc'])).toBe('/');
    expect(slugPath(['draft-01abc', 'om-oss'])).toBe('/om-oss');
    expect(slugPath(['nyheter', 'draft-sommer'])).toBe('/nyheter');
  });

  it('no slugs at all is the root', () => {
    expect(slugPath([])).toBe('/');
    expect(slugPath(['', 'kontakt'])).toBe('/kontakt');
  });

  it('only exactly index and the draft- prefix are empty paths', () => {
    expect(isEmptyPathSlug('index')).toBe(true);
    expect(isEmptyPathSlug('draft-1')).toBe(true);
    expect(isEmptyPathSlug('indexside')).toBe(false);
    expect(isEmptyPathSlug('draft')).toBe(false);
    expect(isEmptyPathSlug('drafts')).toBe(false);
    expect(slugPath(['indexside', 'draftet'])).toBe('/indexside/draftet');
  });
});
