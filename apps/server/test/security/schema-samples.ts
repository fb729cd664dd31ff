/**
 * Reads a route's zod schema as JSON Schema (`z.toJSONSchema`): a smallest valid sample to
 * send, and every property in it (nested ones too) as a slot a probe can put a bad value into.
 */
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A property a probe can fill: its path in the body or query and a way to put a value there. */
export interface Slot {
  path: string[];
  schema: JsonSchema;
  /** The whole sample, with `value` at this slot and everything else valid. */
  put(value: unknown): unknown;
}

const formatSamples: Record<string, string> = {
  email: 'probe@example.no',
  uri: 'https://example.no/',
  url: 'https://example.no/',
  'date-time': '2025-01-01T12:00:00.000Z',
  date: '2025-01-01',
  time: '12:00:00',
  uuid: '00000000-0000-4000-8000-000000000000',
};
const patternCandidates = ['a', 'probe', 'a-b', '1', 'abc123', 'A', '#000000', 'ab:cd', 'a/b'];

export const typesOf = (schema: JsonSchema): string[] =>
  [schema.type ?? []].flat().concat(...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(typesOf));

/** Whether the schema admits nothing (`z.never()`), as read-only fields do. */
export const isNever = (schema: JsonSchema) => schema.not !== undefined && Object.keys(schema.not).length === 0;

export class SchemaReader {
  constructor(readonly root: JsonSchema) {}

  resolve(schema: JsonSchema): JsonSchema {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = this.root.$defs?.[name];
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    return this.resolve(target);
  }

  /** The smallest value the schema accepts, as far as JSON Schema can say. */
  sample(given: JsonSchema, depth = 0): unknown {
    const schema = this.resolve(given);
    if (depth > 8 || isNever(schema)) return undefined;
    if ('const' in schema) return schema.const;
    if (schema.enum) return schema.enum[0];
    const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
    if (branch) return this.sample(branch, depth + 1);
    switch ([schema.type].flat()[0]) {
      case 'string':
        return this.sampleString(schema);
      case 'number':
      case 'integer':
        return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
      case 'boolean':
        return false;
      case 'null':
        return null;
      case 'array':
        return Array.from({ length: schema.minItems ?? 0 }, () => this.sample(schema.items ?? {}, depth + 1));
      case 'object':
        return Object.fromEntries(
          (schema.required ?? []).map((key) => [key, this.sample(schema.properties?.[key] ?? {}, depth + 1)]),
        );
      default:
        return 'x';
    }
  }

  private sampleString(schema: JsonSchema): string {
    const formatted = schema.format ? formatSamples[schema.format] : undefined;
    if (formatted) return formatted;
    const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
    const candidates = pattern ? patternCandidates : ['x'];
    const fitting = candidates.find((candidate) => !pattern || pattern.test(candidate)) ?? 'x';
    return fitting.padEnd(schema.minLength ?? 0, fitting.at(-1));
  }

  /** Every property reachable from the sample: object properties, and array items as index 0. */
  *slots(
    given: JsonSchema,
    sample: unknown,
    put: (value: unknown) => unknown,
    path: string[] = [],
    depth = 0,
  ): Generator<Slot> {
    const schema = this.resolve(given);
    if (depth > 4) return;
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
      const resolved = this.resolve(branch);
      if (resolved.properties || resolved.items) yield* this.slots(resolved, sample, put, path, depth);
    }
    const base = typeof sample === 'object' && sample !== null && !Array.isArray(sample) ? sample : {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const putHere = (value: unknown) => put({ ...base, [key]: value });
      yield { path: [...path, key], schema: property, put: putHere };
      const current = key in base ? (base as Record<string, unknown>)[key] : this.sample(property);
      yield* this.slots(property, current, putHere, [...path, key], depth + 1);
    }
    if (schema.items) {
      const putHere = (value: unknown) => put([value]);
      yield { path: [...path, '0'], schema: schema.items, put: putHere };
      yield* this.slots(schema.items, this.sample(schema.items), putHere, [...path, '0'], depth + 1);
    }
  }
}

/** The slots of a whole schema, once per path (union branches can repeat a property). */
export function slotsOf(reader: SchemaReader, sample: unknown): Slot[] {
  const seen = new Set<string>();
  return [...reader.slots(reader.root, sample, (value) => value)].filter((slot) => {
    const key = slot.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
