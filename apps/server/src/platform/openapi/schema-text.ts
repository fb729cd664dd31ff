/**
 * A JSON schema as the TypeScript-like text a reader takes in at a glance, for the reference page:
 * `{ _id: string; title: string; children: PageTreeNode[] }`. Named components stay names.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** Deeper than this, an object is shown as `{ … }`: the reader follows the component instead. */
const maxDepth = 8;

export const componentName = (ref: string) => ref.replace(/^#\/components\/schemas\//, '');

const pad = (depth: number) => '  '.repeat(depth);

function objectText(schema: JsonSchema, depth: number): string {
  const properties = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (properties.length === 0) {
    if (extra && typeof extra === 'object') return `Record<string, ${schemaText(extra, depth)}>`;
    return extra === false ? '{}' : 'Record<string, unknown>';
  }
  if (depth >= maxDepth) return '{ … }';
  const required = new Set(schema.required ?? []);
  const lines = properties.map(
    ([name, property]) =>
      `${pad(depth + 1)}${name}${required.has(name) ? '' : '?'}: ${schemaText(property, depth + 1)};`,
  );
  return `{\n${lines.join('\n')}\n${pad(depth)}}`;
}

function baseText(schema: JsonSchema, depth: number): string {
  if (schema.$ref) return componentName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((branch) => schemaText(branch, depth)).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => schemaText(part, depth)).join(' & ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  switch (type) {
    case 'array': {
      const item = schemaText(schema.items ?? {}, depth);
      return /[|&\s]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'object':
      return objectText(schema, depth);
    case 'integer':
      return 'integer';
    case 'string':
      return schema.format ? `string (${schema.format})` : 'string';
    case undefined:
      return schema.properties ? objectText(schema, depth) : 'unknown';
    default:
      return type;
  }
}

export function schemaText(schema: JsonSchema, depth = 0): string {
  const text = baseText(schema, depth);
  return schema.nullable ? `${text} | null` : text;
}
