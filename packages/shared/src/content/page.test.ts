import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors, installNorwegianValidationMessages } from '../core/validation';
import {
  newPageDocument,
  type PageDocument,
  pageCreateSchema,
  pageDocumentProblems,
  pageDocumentSchema,
  pageListQuerySchema,
  pageUpdateSchema,
} from './page';

beforeAll(() => installNorwegianValidationMessages());

function refused(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return fieldErrors(result.error);
}

const blank = newPageDocument({ title: 'Om oss', slug: 'om-oss', parent: null, template: { ref: 'mal' } });
const page = (changes: Partial<PageDocument>): PageDocument => ({ ...blank, ...changes });

describe('a new page', () => {
  it('is public, in the standard catalogue, with redirect 302 and nothing else filled in', () => {
    expect(blank).toMatchObject({
      title: 'Om oss',
      slug: 'om-oss',
      visibility: 'public',
      inStandardCatalog: true,
      redirectEnabled: false,
      redirectStatusCode: 302,
      customCanonicalEnabled: false,
      blockRobots: false,
      tags: [],
      components: [],
    });
    expect(pageDocumentSchema.parse(blank)).toEqual(blank);
    expect(pageDocumentProblems(blank)).toEqual({});
  });
});

describe('page rules across fields', () => {
  it('custom canonical on: the URL is required', () => {
    expect(pageDocumentProblems(page({ customCanonicalEnabled: true }))).toEqual({
      customCanonicalUrl: 'Feltet må fylles ut.',
    });
  });

  it('custom canonical on: the URL must be a URL', () => {
    expect(pageDocumentProblems(page({ customCanonicalEnabled: true, customCanonicalUrl: 'ikke en adresse' }))).toEqual(
      { customCanonicalUrl: 'Ugyldig nettadresse.' },
    );
    expect(
      pageDocumentProblems(page({ customCanonicalEnabled: true, customCanonicalUrl: 'https://demobutikk.no/om' })),
    ).toEqual({});
  });

  it('custom canonical off: whatever is in the URL field does not matter', () => {
    expect(pageDocumentProblems(page({ customCanonicalUrl: 'ikke en adresse' }))).toEqual({});
  });

  it('redirect on: the URL is required, blanks do not count', () => {
    expect(pageDocumentProblems(page({ redirectEnabled: true, redirectUrl: '   ' }))).toEqual({
      redirectUrl: 'Feltet må fylles ut.',
    });
    expect(pageDocumentProblems(page({ redirectEnabled: true, redirectUrl: '/ny-side' }))).toEqual({});
    expect(pageDocumentProblems(page({ redirectUrl: '' }))).toEqual({});
  });

  it('password visibility: the password is required', () => {
    expect(pageDocumentProblems(page({ visibility: 'password' }))).toEqual({ password: 'Feltet må fylles ut.' });
    expect(pageDocumentProblems(page({ visibility: 'password', password: 'hemmelig' }))).toEqual({});
  });

  it('names every broken rule at once', () => {
    expect(
      Object.keys(
        pageDocumentProblems(page({ customCanonicalEnabled: true, redirectEnabled: true, visibility: 'password' })),
      ).sort(),
    ).toEqual(['customCanonicalUrl', 'password', 'redirectUrl']);
  });
});

describe('POST pages: the create body', () => {
  it('needs a title and a template', () => {
    expect(refused(pageCreateSchema, {})).toEqual({ title: 'Feltet må fylles ut.', template: 'Feltet må fylles ut.' });
    expect(refused(pageCreateSchema, { title: '   ', template: { ref: 'mal' } })).toEqual({
      title: 'Feltet må fylles ut.',
    });
  });

  it('trims the title and accepts the kind flags and a parent', () => {
    expect(
      pageCreateSchema.parse({ title: ' Ny side ', template: { ref: 'mal' }, parent: 'p1', isCategory: true }),
    ).toEqual({ title: 'Ny side', template: { ref: 'mal' }, parent: 'p1', isCategory: true });
  });
});

describe('PATCH pages/{id}: the changed fields and the version they were based on', () => {
  it('accepts a few changed fields with the version', () => {
    expect(pageUpdateSchema.parse({ version: 3, title: 'Nytt navn', status: 'active' })).toEqual({
      version: 3,
      title: 'Nytt navn',
      status: 'active',
    });
  });

  it('refuses an edit without the version it was based on', () => {
    expect(refused(pageUpdateSchema, { title: 'Nytt navn' })).toEqual({ version: 'Feltet må fylles ut.' });
  });

  it.each([
    '_id',
    'site',
    'isCategory',
    'isProductPage',
    'author',
    'createdAt',
    'updatedAt',
    'modified',
    'modifiedDate',
  ])('refuses the read-only field %s with Feltet kan ikke endres.', (field) => {
    expect(refused(pageUpdateSchema, { version: 1, [field]: 'x' })).toEqual({ [field]: 'Feltet kan ikke endres.' });
  });

  it('refuses fields the API answers but nobody writes as unknown', () => {
    expect(
      refused(pageUpdateSchema, { version: 1, path: '/x', parents: [], publishedAt: null, revision: 'r' }),
    ).toEqual({
      path: 'Ukjent felt.',
      parents: 'Ukjent felt.',
      publishedAt: 'Ukjent felt.',
      revision: 'Ukjent felt.',
    });
  });

  it('a slug is small letters, digits and single dashes', () => {
    expect(pageUpdateSchema.safeParse({ version: 1, slug: 'om-oss-2' }).success).toBe(true);
    for (const slug of ['Om-oss', 'om oss', 'om--oss', '-om', 'kjøp']) {
      expect(refused(pageUpdateSchema, { version: 1, slug })).toEqual({
        slug: 'Kun små bokstaver (a–z), tall og bindestrek.',
      });
    }
  });

  it('a tag cannot be there twice, whatever its case', () => {
    expect(refused(pageUpdateSchema, { version: 1, tags: ['Sommer', 'sommer'] })).toEqual({
      tags: 'En merkelapp kan ikke stå to ganger.',
    });
  });

  it('the redirect status code is 301 or 302, the status active or inactive', () => {
    expect(pageUpdateSchema.safeParse({ version: 1, redirectStatusCode: 301 }).success).toBe(true);
    expect(Object.keys(refused(pageUpdateSchema, { version: 1, redirectStatusCode: 307 }))).toEqual([
      'redirectStatusCode',
    ]);
    expect(refused(pageUpdateSchema, { version: 1, status: 'deleted' })).toEqual({ status: 'Ugyldig valg.' });
  });
});

describe('GET pages: list query', () => {
  it('pages by 20 from the start unless told otherwise', () => {
    expect(pageListQuerySchema.parse({})).toEqual({ skip: 0, limit: 20 });
    expect(pageListQuerySchema.parse({ skip: '40', limit: '100' })).toEqual({ skip: 40, limit: 100 });
  });

  it('refuses more than 100 rows or a skip beyond 10 000', () => {
    expect(refused(pageListQuerySchema, { limit: '101' })).toEqual({ limit: 'Kan være maks 100.' });
    expect(refused(pageListQuerySchema, { skip: '10001' })).toEqual({ skip: 'Kan være maks 10000.' });
  });
});
