/**
 * A plausible value for a JSON Schema of the OpenAPI document (every property filled in), and the
 * paths to its leaves: tests that walk every route start from a body that passes validation and
 * spoil one leaf at a time, so a spoiled leaf reaches the service instead of failing next to it.
 */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

// Strings that satisfy the patterns the schemas use (dates, document numbers, country codes, codes).
const patternCandidates = ['2000-01-01', 'US', '123456', 'AB1234', 'sample'];

export function sampleFromSchema(schema: JsonSchema): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleFromSchema(choice.find((option) => option.type !== 'null') ?? {});
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleFromSchema(property)]));
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleFromSchema(schema.items ?? {}));
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return null;
  }
}

function sampleNumber(schema: JsonSchema): number {
  const floor = schema.minimum ?? 1;
  const value = schema.exclusiveMinimum === true ? floor + 1 : Math.max(floor, 1);
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uri') return 'https://push.example.test/endpoint';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return patternCandidates.find((candidate) => pattern.test(candidate)) ?? 'sample';
  }
  return 'sample'.padEnd(schema.minLength ?? 0, 's').slice(0, schema.maxLength ?? 100);
}

export type LeafPath = (string | number)[];

/** The leaves of a sample with the schema type each came from ('integer', 'number', 'string'…). */
export function leavesOf(schema: JsonSchema, value: unknown, path: LeafPath = []): { path: LeafPath; type: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(schema.items ?? {}, item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => leavesOf(schema.properties?.[name] ?? {}, item, [...path, name]));
  }
  const choice = schema.anyOf ?? schema.oneOf;
  const type = schema.type ?? choice?.find((option) => option.type !== 'null')?.type ?? typeof value;
  return [{ path, type }];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: LeafPath, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...LeafPath];
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withLeaf(item, rest, leaf) : item));
  const copy = { ...(value as Record<string | number, unknown>) };
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}
