/**
 * The machinery the generated security tests stand on: the Norwegian check, the samples and
 * probes read from schemas, the made-up paths and the guard against unstorable text. If one of
 * these went blind, the generated tests would pass without testing anything.
 */
import { describeFieldErrors, siteUpdateSchema, validationMessages } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../../src/platform/errors';
import { findUnstorableText, unstorableTextMessage } from '../../src/platform/text-guard';
import { bodyProbes, expectationFor, queryProbes } from './bad-input-probes';
import { looksNorwegian } from './norwegian';
import { type CataloguedRoute, pathFor } from './route-catalogue';
import { SchemaReader, toJsonSchema } from './schema-samples';

describe('the Norwegian check', () => {
  const catalogue = [
    ...Object.values(messages),
    ...Object.values(validationMessages).map((message) =>
      typeof message === 'function' ? (message as (n: number) => string)(5) : message,
    ),
    validationMessages.invalidType('tekst'),
    unstorableTextMessage,
    describeFieldErrors({ displayName: validationMessages.tooLong(120) }),
    describeFieldErrors({ a: validationMessages.required, b: validationMessages.email }),
    // A field whose name is an English word: the path is the API's name, not the message's text.
    describeFieldErrors({ 'customizeOptions.0.required': validationMessages.invalidType('ja eller nei') }),
    'En merkelapp kan ikke stå to ganger.',
  ];

  it.each(catalogue)('accepts «%s»', (message) => {
    expect(looksNorwegian(message)).toBe(true);
  });

  it.each([
    'body/displayName must be string',
    'Invalid input: expected string, received number',
    'Unexpected token } in JSON at position 5',
    'Required',
    'Too big: expected string to have <=120 characters',
    'Unrecognized key: "foo"',
    "Body cannot be empty when content-type is set to 'application/json'",
    'Internal Server Error',
    'Request body is too large.',
    "'/api/sites/%ff/site' is not a valid url component",
    'querystring/limit must be >= 1',
    '«name»: Required field.',
  ])('rejects «%s»', (message) => {
    expect(looksNorwegian(message)).toBe(false);
  });
});

describe('samples read from a schema', () => {
  const rich = z
    .object({
      email: z.email(),
      homepage: z.url(),
      id: z.uuid(),
      slug: z.string().regex(/^[a-z0-9-]+$/),
      title: z.string().trim().min(3).max(80),
      status: z.enum(['draft', 'published']),
      kind: z.literal('page'),
      note: z.string().nullable(),
      price: z.number().positive(),
      quantity: z.number().int().min(1),
      publishAt: z.iso.datetime(),
      tags: z.array(z.string().min(1)).min(1),
      seo: z.object({ title: z.string().min(1), noIndex: z.boolean() }).strict(),
      block: z.discriminatedUnion('type', [
        z.object({ type: z.literal('text'), text: z.string() }),
        z.object({ type: z.literal('image'), src: z.string() }),
      ]),
      extra: z.record(z.string(), z.string()),
      hidden: z.string().optional(),
    })
    .strict();

  it.each([
    ['a rich schema', rich],
    ['PATCH site', siteUpdateSchema],
    ['a list query with coercion', z.object({ skip: z.coerce.number().int().min(0), text: z.string().max(200) })],
  ])('the sample of %s passes the schema, so each probe has exactly one thing wrong', (_name, schema) => {
    const reader = new SchemaReader(toJsonSchema(schema));
    expect(schema.safeParse(reader.sample(reader.root)).error).toBeUndefined();
  });

  it('probes nested properties and list items by their path', () => {
    const reader = new SchemaReader(toJsonSchema(rich));
    const titles = bodyProbes(rich, reader.sample(reader.root)).map((probe) => probe.title);
    expect(titles).toEqual(
      expect.arrayContaining(['«seo.title»: a string of 100 000 characters', '«tags.0» = 42', '«block.text» = 42']),
    );
  });
});

describe('what a probe expects is decided by the schema', () => {
  const strict = z.object({ name: z.string().max(10), tags: z.array(z.string()).max(5) }).strict();
  const loose = z.object({ name: z.string(), tags: z.array(z.string()) });
  const titled = (schema: z.ZodType, title: string) =>
    bodyProbes(schema, { name: 'a', tags: [] }).find((probe) => probe.title === title)?.expected;

  it('a strict schema with limits refuses unknown fields, long strings and huge lists with field messages', () => {
    expect(titled(strict, 'an unknown field «ukjentFelt»')).toMatchObject({
      status: 400,
      fields: { ukjentFelt: validationMessages.unknownField },
    });
    expect(titled(strict, '«name»: a string of 100 000 characters')).toMatchObject({
      fields: { name: validationMessages.tooLong(10) },
    });
    expect(titled(strict, '«tags»: a list of 100000 items')).toMatchObject({
      fields: { tags: validationMessages.tooManyItems(5) },
    });
  });

  it('a loose schema without limits accepts them, so those probes only demand no 5xx and nothing half-written', () => {
    expect(titled(loose, 'an unknown field «ukjentFelt»')).toBe('valid');
    expect(titled(loose, '«name»: a string of 100 000 characters')).toBe('valid');
    expect(titled(loose, '«tags»: a list of 100000 items')).toBe('valid');
  });

  it('unstorable text and broken JSON are refused whatever the schema says', () => {
    expect(titled(loose, '«name»: text with a NUL character')).toMatchObject({
      status: 400,
      fields: { name: unstorableTextMessage },
    });
    expect(titled(loose, 'malformed JSON')).toMatchObject({ status: 400, message: messages.invalidJson });
    expect(titled(loose, 'a body over 1 MB')).toMatchObject({ status: 413 });
  });

  it('query values arrive as text: numbers are judged after coercion', () => {
    const list = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() }).strict();
    const byTitle = Object.fromEntries(queryProbes(list, {}).map((probe) => [probe.title, probe.expected]));
    expect(byTitle['?limit=tekst']).toMatchObject({ status: 400 });
    expect(byTitle['?limit=-1']).toMatchObject({ fields: { limit: validationMessages.tooSmall(1) } });
    expect(byTitle['an unknown query parameter']).toMatchObject({ fields: { ukjentParameter: 'Ukjent felt.' } });
    expect(expectationFor(list, { limit: '20' })).toBe('valid');
  });
});

describe('made-up paths', () => {
  const route = { url: '/api/sites/:siteId/pages/:id/revisions/:revisionId' } as CataloguedRoute;

  it('fill the site and a fresh made-up id for every other parameter', () => {
    const path = pathFor(route, 'nettsted');
    expect(path).toMatch(/^\/api\/sites\/nettsted\/pages\/[0-9a-z]{26}\/revisions\/[0-9a-z]{26}$/);
    expect(pathFor(route, 'nettsted', { id: '%00' })).toMatch(/\/pages\/%00\/revisions\//);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('finds NUL and unpaired surrogates in values and keys, by path, and lets paired ones through', () => {
    expect(findUnstorableText({ a: [{ b: 'x\uD800' }] })).toEqual(['a', '0', 'b']);
    expect(findUnstorableText({ 'nøkkel\u0000': 1 })).toEqual(['nøkkel\u0000']);
    expect(findUnstorableText({ a: 'Hei 😀 på deg', b: [1, null, true] })).toBeNull();
  });

  it('walks a body nested 100 000 levels deep without running out of stack', () => {
    const depth = 100_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}`);
    expect(findUnstorableText(deep)).toHaveLength(depth);
  });
});
