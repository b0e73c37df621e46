import fc from 'fast-check';
import type { z } from 'zod';
import type { ArbitraryOptions } from './zod-arbitrary';
import { zodArbitrary } from './zod-arbitrary';

/** A JSON value of any type, for putting where another type belongs. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every path to a value inside `v`, the root excluded. */
function pathsOf(v: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const entries: Array<[string | number, unknown]> = Array.isArray(v)
    ? v.map((x, i) => [i, x])
    : isRecord(v)
      ? Object.entries(v)
      : [];
  return entries.flatMap(([k, x]) => [[...prefix, k], ...pathsOf(x, [...prefix, k])]);
}

/** `v` (deep-copied) with the value at path number `pick` replaced by `junk`. */
function fieldReplaced(v: unknown, pick: number, junk: unknown): unknown {
  const paths = pathsOf(v);
  if (paths.length === 0) return junk;
  const copy = structuredClone(v) as Record<string | number, unknown>;
  const path = paths[pick % paths.length]!;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = junk;
  return copy;
}

/** `v` without one of its top-level keys. */
function keyDropped(v: unknown, pick: number): unknown {
  if (!isRecord(v)) return {};
  const keys = Object.keys(v);
  if (keys.length === 0) return null;
  const rest = { ...v };
  delete rest[keys[pick % keys.length]!];
  return rest;
}

/**
 * Values made to be refused by `schema`: the root of another type (an array for an object, a
 * number, null), a required key missing, a field of the wrong type, unknown keys added. Some
 * mutations still fit a lenient schema (an unknown key on a non-strict object): callers that
 * need refused values only check each with `schema.safeParse`.
 */
export function zodInvalid(
  schema: z.ZodType,
  options: ArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  const valid = zodArbitrary(schema, { ...options, mode: 'valid' });
  return fc.oneof(
    junkValue,
    valid.map((v) => [v]),
    fc.tuple(valid, fc.nat(), junkValue).map(([v, pick, junk]) => fieldReplaced(v, pick, junk)),
    fc.tuple(valid, fc.nat(), junkValue).map(([v, pick, junk]) => fieldReplaced(v, pick, junk)),
    fc.tuple(valid, fc.nat()).map(([v, pick]) => keyDropped(v, pick)),
    fc
      .tuple(
        valid,
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), junkValue, {
          minKeys: 1,
          maxKeys: 3,
        }),
      )
      .map(([v, extra]) => (isRecord(v) ? { ...extra, ...v } : extra)),
  );
}
