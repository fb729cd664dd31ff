/**
 * Bad input for one route, generated from its zod schemas. Each probe carries what the schema
 * itself says about it (parsed here, before sending), so a probe that happens to be valid for
 * a given schema (a string without a maximum) is known as such instead of guessed.
 */
import { describeFieldErrors, fieldErrors, installNorwegianValidationMessages } from '@vev/shared';
import type { z } from 'zod';
import { messages } from '../../src/platform/errors';
import { unstorableTextMessage } from '../../src/platform/text-guard';
import type { CataloguedRoute } from './route-catalogue';
import { isNever, SchemaReader, type Slot, slotsOf, toJsonSchema, typesOf } from './schema-samples';

installNorwegianValidationMessages();

export type Query = Record<string, string | string[]>;

export type ProbeExpectation =
  | { status: 400 | 413 | 415; error: string; message?: string; fields?: Record<string, string> }
  /** The schema accepts it: anything but a 5xx, and an error must still leave nothing behind. */
  | 'valid';

export interface Probe {
  title: string;
  /** Raw JSON (or other) text; undefined sends the route's valid sample body, if it has one. */
  payload?: string;
  contentType?: string;
  query?: Query;
  /** Path parameters to send instead of the made-up ones, already percent-encoded. */
  params?: Record<string, string>;
  expected: ProbeExpectation;
}

const longString = 'x'.repeat(100_000);
const hugeArrayLength = 100_000;
/** Huge arrays stay under the 1 MB body limit, so it is the schema that must refuse them. */
const hugeArrayBytes = 900_000;
const oversizedBytes = 1024 * 1024 + 1024;
const nestingDepth = 100_000;
/** Values of the wrong JSON type, in the order tried; the first two a slot refuses are sent. */
const wrongTypeValues: unknown[] = ['tekst', 42, true, {}, []];
const wrongQueryValues: (string | string[])[] = ['tekst', '-1', '', ['a', 'b']];
/** Text PostgreSQL cannot store: the server refuses it before any schema or query sees it. */
const unstorableTexts: [string, string][] = [
  ['a NUL character', 'a\u0000b'],
  ['an unpaired surrogate', 'a\uD800b'],
];

const badJson = { status: 400, error: 'badRequest', message: messages.invalidJson } as const;
const badPath = { status: 400, error: 'badRequest', message: messages.badRequest } as const;

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 24 ? `${text.slice(0, 20)}…` : text;
};

/** What the server must answer for this input, decided by the route's own schema. */
export function expectationFor(schema: z.ZodType, input: unknown): ProbeExpectation {
  const result = schema.safeParse(input);
  if (result.success) return 'valid';
  const fields = fieldErrors(result.error);
  return { status: 400, error: 'badRequest', message: describeFieldErrors(fields), fields };
}

function unstorableAt(path: string[]): ProbeExpectation {
  const fields = { [path.join('.')]: unstorableTextMessage };
  return { status: 400, error: 'badRequest', message: describeFieldErrors(fields), fields };
}

const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

interface RouteSamples {
  body: unknown;
  query: Query | undefined;
}

export function samplesFor(route: CataloguedRoute): RouteSamples {
  const sampleOf = (schema: z.ZodType) => {
    const reader = new SchemaReader(toJsonSchema(schema));
    return reader.sample(reader.root);
  };
  return {
    body: route.body ? sampleOf(route.body) : undefined,
    query: route.querystring ? toQuery(sampleOf(route.querystring)) : undefined,
  };
}

function toQuery(value: unknown): Query {
  const entries = Object.entries(typeof value === 'object' && value !== null ? value : {});
  return Object.fromEntries(entries.map(([key, item]) => [key, Array.isArray(item) ? item.map(String) : String(item)]));
}

export function bodyProbes(schema: z.ZodType, base: unknown): Probe[] {
  const json = (title: string, value: unknown, expected = expectationFor(schema, asJson(value))): Probe => ({
    title,
    payload: JSON.stringify(value),
    expected,
  });
  const withField = (value: unknown) => ({ ...(base as object), ukjentFelt: value });
  const nested = `${'['.repeat(nestingDepth)}${']'.repeat(nestingDepth)}`;
  const probes: Probe[] = [
    { title: 'malformed JSON', payload: '{"a":', expected: badJson },
    { title: 'an empty JSON body', payload: '', expected: badJson },
    json('a JSON array instead of an object', []),
    json('a JSON string instead of an object', 'tekst'),
    json('a JSON number instead of an object', 42),
    json('JSON null', null),
    { title: 'JSON nested 100 000 levels deep', payload: nested, expected: expectationFor(schema, JSON.parse(nested)) },
    json('an unknown field «ukjentFelt»', withField('x')),
    {
      title: 'a body over 1 MB',
      payload: JSON.stringify(withField('x'.repeat(oversizedBytes))),
      expected: { status: 413, error: 'payloadTooLarge', message: messages.payloadTooLarge },
    },
    {
      title: 'an unsupported content type (application/xml)',
      payload: '<site/>',
      contentType: 'application/xml',
      expected: { status: 415, error: 'unsupportedMediaType', message: messages.unsupportedMediaType },
    },
  ];
  const reader = new SchemaReader(toJsonSchema(schema));
  const refuses = (value: unknown) => !schema.safeParse(asJson(value)).success;
  for (const slot of slotsOf(reader, base)) {
    for (const [title, value, expected] of slotProbes(slot, reader, refuses)) probes.push(json(title, value, expected));
  }
  return probes;
}

type SlotProbe = [title: string, body: unknown, expected?: ProbeExpectation];

/** Wrong types, null, very long and unstorable text, and a huge list, as the slot's type invites. */
function slotProbes(slot: Slot, reader: SchemaReader, refuses: (body: unknown) => boolean): SlotProbe[] {
  const label = `«${slot.path.join('.')}»`;
  const schema = reader.resolve(slot.schema);
  const types = typesOf(schema);
  const probes = wrongTypeValues
    .filter((value) => refuses(slot.put(value)))
    .slice(0, 2)
    .map((value): SlotProbe => [`${label} = ${shown(value)}`, slot.put(value)]);
  probes.push([`${label} = null`, slot.put(null)]);
  if (isNever(schema)) return probes;
  if (types.includes('string')) {
    probes.push([`${label}: a string of 100 000 characters`, slot.put(longString)]);
    for (const [what, text] of unstorableTexts) {
      probes.push([`${label}: text with ${what}`, slot.put(text), unstorableAt(slot.path)]);
    }
  }
  if (types.includes('array')) {
    const item = reader.sample(schema.items ?? {});
    const length = Math.min(hugeArrayLength, Math.floor(hugeArrayBytes / (JSON.stringify(item ?? null).length + 1)));
    probes.push([`${label}: a list of ${length} items`, slot.put(Array.from({ length }, () => item))]);
  }
  return probes;
}

export function queryProbes(schema: z.ZodType, base: Query): Probe[] {
  const probe = (title: string, query: Query, expected = expectationFor(schema, query)): Probe => ({
    title,
    query,
    expected,
  });
  const probes = [
    probe('an unknown query parameter', { ...base, ukjentParameter: 'x' }),
    probe('an unknown query parameter of 100 000 characters', { ...base, ukjentParameter: longString }),
  ];
  const reader = new SchemaReader(toJsonSchema(schema));
  for (const key of Object.keys(reader.resolve(reader.root).properties ?? {})) {
    for (const value of wrongQueryValues) {
      const title = Array.isArray(value) ? `?${key} given twice` : `?${key}=${value}`;
      probes.push(probe(title, { ...base, [key]: value }));
    }
    probes.push(probe(`?${key}: 100 000 characters`, { ...base, [key]: longString }));
    probes.push(probe(`?${key}: text with a NUL character`, { ...base, [key]: 'a\u0000b' }, unstorableAt([key])));
  }
  return probes;
}

/** Each path parameter (the site's too) broken: NUL, bad percent-encoding, too long, merely long. */
export function paramProbes(route: CataloguedRoute): Probe[] {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  return names.flatMap((name): Probe[] => [
    { title: `:${name} with a NUL character`, params: { [name]: 'a%00b' }, expected: unstorableAt([name]) },
    { title: `:${name} with broken percent-encoding`, params: { [name]: '%ff' }, expected: badPath },
    { title: `:${name} of 201 characters`, params: { [name]: 'x'.repeat(201) }, expected: badPath },
    { title: `:${name} of 200 characters`, params: { [name]: 'x'.repeat(200) }, expected: 'valid' },
  ]);
}

export function probesFor(route: CataloguedRoute): Probe[] {
  const samples = samplesFor(route);
  return [
    ...(route.body ? bodyProbes(route.body, samples.body).map((p) => ({ ...p, title: `body: ${p.title}` })) : []),
    ...(route.querystring ? queryProbes(route.querystring, samples.query ?? {}) : []),
    ...paramProbes(route),
  ];
}

export function urlWithQuery(path: string, query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) for (const item of [value].flat()) search.append(key, item);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
