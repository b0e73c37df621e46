import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries made from zod 4 schemas, by walking `schema._zod.def`. `valid` values
 * follow the schema's shape and bounds (refinements and transforms are not run, so a value may
 * still be refused by one); `boundary` values keep the shape but put edge values at the leaves:
 * lengths at and past the limits, 0, -1, huge numbers, empty and blank strings, NUL bytes,
 * unicode. A kind this walker does not know gives `fc.anything()`.
 */
export type ArbitraryMode = 'valid' | 'boundary';

export interface ArbitraryOptions {
  mode?: ArbitraryMode;
  /**
   * Values for object keys by name, mixed with what the schema allows: for fields the schema
   * leaves open (`unknown`, `custom`, a free string) that only some values make meaningful (a
   * language code, a game's move type).
   */
  hints?: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

/** A schema's definition as the walker reads it. */
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  [key: string]: unknown;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

/** What the checks of a string, number or array allow. */
interface Bounds {
  min?: number;
  max?: number;
  minExcluded: boolean;
  maxExcluded: boolean;
  int: boolean;
  pattern?: RegExp;
  format?: string;
}

/** Longest text a valid value gets when the schema allows more: long enough to be words, cheap. */
const TEXT_MAX = 40;
/** Most elements a valid array gets when the schema allows more. */
const ARRAY_MAX = 4;
/** Nested objects and arrays stop here: no schema of ours is deeper, and lazy ones may be. */
const DEPTH_MAX = 8;
/** Integers are kept within this when the schema sets no bound (ids, counts, seqs). */
const INT_SPAN = 1_000_000;
/** The longest boundary string: past every limit of ours, well under the 1 MB body limit. */
const LONG_TEXT = 100_000;

export const defOf = (schema: z.ZodType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether an object may leave the key out (optional, or with a default). */
export const isOptionalKey = (schema: z.ZodType): boolean =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

function boundsOf(def: Def): Bounds {
  const b: Bounds = { minExcluded: false, maxExcluded: false, int: false };
  if (typeof def.format === 'string') b.format = def.format;
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    switch (c.check) {
      case 'min_length':
        b.min = Math.max(b.min ?? 0, c.minimum ?? 0);
        break;
      case 'max_length':
        b.max = Math.min(b.max ?? Infinity, c.maximum ?? Infinity);
        break;
      case 'length_equals':
        b.min = b.max = c.length;
        break;
      case 'greater_than':
        b.min = c.value;
        b.minExcluded = !c.inclusive;
        break;
      case 'less_than':
        b.max = c.value;
        b.maxExcluded = !c.inclusive;
        break;
      case 'number_format':
        b.int = c.format?.includes('int') ?? false;
        break;
      case 'string_format':
        if (c.format === 'regex' && c.pattern) b.pattern = c.pattern;
        else if (c.format) b.format = c.format;
        break;
    }
  }
  return b;
}

/** Text of `n` characters. */
const text = (n: number, unit = 'x') => unit.repeat(Math.max(0, n));

/** Strings at the edges of what a string field takes, and the usual trouble-makers. */
function stringEdges(b: Bounds): string[] {
  const min = b.min ?? 0;
  const max = b.max === undefined || b.max === Infinity ? 1_000 : b.max;
  return [
    '',
    ' ',
    '   \t\n',
    text(min),
    text(min - 1),
    text(max),
    text(max + 1),
    text(Math.min(max, 1_000), 'é'),
    text(Math.min(max, 500), '😀'),
    '\u0000',
    `a\u0000b`,
    '\u0007\u001b[31m',
    '\uD800',
    '\uFFFF\uFEFF',
    'e\u0301\u200B\u202Eabc',
    "'; drop table users; --",
    '../../../etc/passwd',
    '%00%2F..%2F',
    '<script>alert(1)</script>',
    '{"__proto__":{"polluted":1}}',
    '__proto__',
    'constructor',
    'null',
    '-1',
    '1e309',
    'NaN',
    text(LONG_TEXT),
  ];
}

const NUMBER_EDGES = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  0.001,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

function numberEdges(b: Bounds): number[] {
  const edges = [...NUMBER_EDGES];
  for (const bound of [b.min, b.max]) {
    if (bound === undefined || !Number.isFinite(bound)) continue;
    edges.push(bound, bound - 1, bound + 1, bound - 0.5, bound + 0.5);
  }
  return edges;
}

/** Edge values mixed in with valid ones: a boundary leaf is still often a valid one. */
const edged = <T>(valid: fc.Arbitrary<T>, edges: readonly unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 1, arbitrary: valid }, { weight: 2, arbitrary: fc.constantFrom(...edges) });

function stringValid(b: Bounds): fc.Arbitrary<string> {
  const min = b.min ?? 0;
  const max = b.max ?? Infinity;
  const inLength = (s: string) => s.length >= min && s.length <= max;
  if (b.format === 'datetime') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (b.format === 'uuid' || b.format === 'guid') return fc.uuid();
  if (b.format === 'email') return fc.emailAddress().filter(inLength);
  if (b.format === 'url') return fc.webUrl().filter(inLength);
  if (b.pattern) {
    const cap = Math.min(max, Math.max(min, TEXT_MAX));
    return fc.stringMatching(b.pattern, { maxLength: cap }).map((s) => {
      // A pattern of repeated characters stays itself when its text is repeated to the minimum.
      if (s.length >= min || s.length === 0) return s;
      return s.repeat(Math.ceil(min / s.length)).slice(0, Math.max(min, s.length));
    });
  }
  const cap = Math.min(max, Math.max(min, TEXT_MAX));
  return fc
    .oneof(
      {
        weight: 4,
        arbitrary: fc.string({ minLength: min, maxLength: cap, unit: 'grapheme-ascii' }),
      },
      { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: cap, unit: 'grapheme' }) },
    )
    .filter(inLength);
}

function numberValid(b: Bounds): fc.Arbitrary<number> {
  if (b.int) {
    let min = b.min ?? -INT_SPAN;
    let max = b.max ?? Math.max(min, 0) + INT_SPAN;
    if (b.minExcluded) min = Math.floor(min) + 1;
    if (b.maxExcluded) max = Math.ceil(max) - 1;
    min = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
    max = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
    return fc.integer({ min, max: Math.max(min, max) });
  }
  return fc.double({
    min: b.min ?? -1e6,
    max: b.max ?? 1e6,
    minExcluded: b.minExcluded,
    maxExcluded: b.maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function arrayOf(def: Def, element: fc.Arbitrary<unknown>, boundary: boolean) {
  const b = boundsOf(def);
  const min = b.min ?? 0;
  const max = b.max ?? Infinity;
  const valid = fc.array(element, {
    minLength: min,
    maxLength: Math.min(max, Math.max(min, ARRAY_MAX)),
  });
  if (!boundary) return valid;
  const edges: Array<fc.Arbitrary<unknown[]>> = [fc.constant([])];
  // At the limit and one past it, when that is few enough elements to send.
  if (Number.isFinite(max) && max <= 200) {
    edges.push(fc.array(element, { minLength: max, maxLength: max }));
    edges.push(fc.array(element, { minLength: max + 1, maxLength: max + 1 }));
  }
  if (min > 0) edges.push(fc.array(element, { minLength: min - 1, maxLength: min - 1 }));
  return fc.oneof({ weight: 2, arbitrary: valid }, ...edges);
}

/** An arbitrary of the values `schema` describes (see {@link ArbitraryOptions}). */
export function zodArbitrary(
  schema: z.ZodType,
  options: ArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  return walk(schema, options.mode === 'boundary', options.hints ?? {}, 0);
}

function walk(
  schema: z.ZodType,
  boundary: boolean,
  hints: Readonly<Record<string, fc.Arbitrary<unknown>>>,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > DEPTH_MAX) return fc.constant(null);
  const def = defOf(schema);
  const inner = (s: unknown) => walk(s as z.ZodType, boundary, hints, depth + 1);
  switch (def.type) {
    case 'string': {
      const b = boundsOf(def);
      return boundary ? edged(stringValid(b), stringEdges(b)) : stringValid(b);
    }
    case 'number': {
      const b = boundsOf(def);
      return boundary ? edged(numberValid(b), numberEdges(b)) : numberValid(b);
    }
    case 'boolean':
      return boundary ? edged(fc.boolean(), ['true', 0, 1, null]) : fc.boolean();
    case 'literal': {
      const values = def.values as unknown[];
      const valid = fc.constantFrom(...values);
      return boundary ? edged(valid, [...values.map((v) => `${String(v)} `), '']) : valid;
    }
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      const valid = fc.constantFrom(...values);
      const edges = values.flatMap((v) => [String(v).toUpperCase(), ` ${String(v)}`]);
      return boundary ? edged(valid, [...edges, '']) : valid;
    }
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'object':
      return objectOf(def, boundary, hints, depth);
    case 'record': {
      const key = inner(def.keyType).filter((k): k is string => typeof k === 'string');
      return fc.dictionary(key, inner(def.valueType), { maxKeys: boundary ? 20 : 4 });
    }
    case 'array':
      return arrayOf(def, inner(def.element), boundary);
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe': {
      // A transform's input is the pipe's `in`; a preprocess's `in` is the function itself.
      const input = def.in as z.ZodType;
      return defOf(input).type === 'transform' ? inner(def.out) : inner(input);
    }
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      // transform, custom, intersection, date, map, set, bigint...: anything at all.
      return fc.anything();
  }
}

function objectOf(
  def: Def,
  boundary: boolean,
  hints: Readonly<Record<string, fc.Arbitrary<unknown>>>,
  depth: number,
): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, z.ZodType>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const fromSchema = walk(field, boundary, hints, depth + 1);
    const hint = hints[key];
    model[key] = hint
      ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: fromSchema })
      : fromSchema;
    if (!isOptionalKey(field)) requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}
