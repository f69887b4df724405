/**
 * The OpenAPI fuzzer's parts: a valid-looking sample of a JSON schema (the
 * document's own, generated from the contracts) and the hostile values each
 * field is replaced by in turn. Values that JSON.stringify cannot write
 * (1e309, -0, a `__proto__` key) travel as raw JSON text through `raw()`.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
};

/** A value that goes into the body as these exact JSON characters. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `\u0001raw:${this.text}\u0001`;
  }
}
export const raw = (text: string) => new RawJson(text);

/** JSON text of a value holding RawJson parts. */
export const toJsonText = (value: unknown): string =>
  JSON.stringify(value).replace(/"\\u0001raw:((?:[^\\"]|\\.)*)\\u0001"/g, (_m, text: string) => JSON.parse(`"${text}"`) as string);

const deep = (levels: number): unknown => {
  let v: unknown = { x: 1 };
  for (let i = 0; i < levels; i++) v = { x: v };
  return v;
};

/** What replaces a body field: text poison, numbers past every column, impossible dates, the wrong types, sizes. */
export const HOSTILE_BODY_VALUES: unknown[] = [
  'ab\u0000cd',
  '\u0000',
  'x\ud800y',
  '\udc00',
  '\ud83d',
  raw('1e309'),
  raw('-1e309'),
  raw('-0'),
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2_147_483_648,
  -2_147_483_649,
  -1,
  0.5,
  'NaN',
  'Infinity',
  '1.5',
  '-1',
  '1e21',
  '99999999999999999999999999',
  '',
  ' ',
  '2024-02-30',
  '9999-99-99',
  '9999-12-31',
  '0000-00-00',
  true,
  null,
  [],
  ['x'],
  [1, 2],
  {},
  { a: { b: { c: [] } } },
  deep(64),
  raw('{"__proto__":{"polluted":1}}'),
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
];

/** What replaces a query or path field, as raw (already percent-encoded) text; `[]` repeats the key, `[a]` nests it. */
export const HOSTILE_QUERY_VALUES: string[] = [
  '%00',
  'ab%00cd',
  'x%ED%A0%80y',
  '%ED%B0%80',
  '%F0%9F',
  '%FF',
  '1e309',
  '-0',
  '-1',
  '1.5',
  'NaN',
  '99999999999999999999',
  '2024-02-30',
  '9999-99-99',
  '9999-12-31',
  '',
  'x'.repeat(10_000),
  '%5B%5D',
  '[]',
  '[a]',
];

/** The whole body replaced. */
export const HOSTILE_BODIES: unknown[] = [[], 'text', null, raw('1e309'), deep(200), raw('{"__proto__":{"polluted":1}}'), raw('{"a":1,"a":2}')];

/** A small seeded generator (mulberry32): the same sample on every CI run. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items of `pool` (all of them when count ≥ its size), picked by `next`. */
export function pick<T>(pool: readonly T[], count: number, next: () => number): T[] {
  if (count >= pool.length) return [...pool];
  const copy = [...pool];
  const out: T[] = [];
  while (out.length < count) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
  return out;
}

/** A value the schema describes (patterns through fast-check's stringMatching), reproducible from `seed`. */
export function sampleOf(schema: JsonSchema, resolve: (ref: string) => JsonSchema, seed: number): unknown {
  const [value] = fc.sample(arbitraryOf(schema, resolve, 0), { seed, numRuns: 1 });
  return value;
}

function arbitraryOf(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref), resolve, depth);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => arbitraryOf(o, resolve, depth)));
  if (schema.allOf && schema.allOf.length > 0) return arbitraryOf(schema.allOf[0]!, resolve, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 24, Math.max(minLength, 24));
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
        } catch {
          // A pattern fast-check cannot generate from (lookaheads): a plain string, refused or not.
        }
      }
      return fc.string({ minLength, maxLength, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789') });
    }
    case 'integer':
    case 'number': {
      const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum === true ? (schema.minimum ?? 0) + 1 : undefined;
      const min = Math.max(exclusive ?? schema.minimum ?? 0, -1_000_000);
      const max = Math.min(schema.maximum ?? min + 1000, min + 1_000_000);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 6 || !schema.items) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return fc.array(arbitraryOf(schema.items, resolve, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 2, 2)) });
    }
    case 'object':
    default: {
      if (depth > 6) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, s] of Object.entries(properties)) record[key] = arbitraryOf(s, resolve, depth + 1);
      if (typeof schema.additionalProperties === 'object' && Object.keys(properties).length === 0) {
        return fc.dictionary(fc.constantFrom('EN', 'TY'), arbitraryOf(schema.additionalProperties, resolve, depth + 1), { minKeys: 1, maxKeys: 1 });
      }
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
    }
  }
}

/** Every path to a leaf (or a nested object or array itself) of a sample, at most `max` of them. */
export function fieldPaths(value: unknown, max = 40, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (out.length >= max) return;
    if (path.length > 0) out.push(path);
    if (Array.isArray(v)) v.slice(0, 2).forEach((item, i) => walk(item, [...path, i]));
    else if (v !== null && typeof v === 'object' && !(v instanceof RawJson)) for (const [k, item] of Object.entries(v)) walk(item, [...path, k]);
  };
  walk(value, prefix);
  return out;
}

/** A copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withField(copy[head as number], rest, replacement);
    return copy;
  }
  const obj = (value ?? {}) as Record<string, unknown>;
  return { ...obj, [head]: withField(obj[head], rest, replacement) };
}
