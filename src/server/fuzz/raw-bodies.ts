import fc from 'fast-check';

/** A body sent as these exact bytes with this content type, not as JSON made from a value. */
export interface RawBody {
  raw: string | Buffer;
  contentType: string;
}

export const isRawBody = (v: unknown): v is RawBody =>
  typeof v === 'object' && v !== null && 'raw' in v && 'contentType' in v;

/** JSON text nested `depth` levels deep, arrays or objects. */
export const deepJson = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Text that claims to be JSON and is not: the JSON parser refuses each. */
const BROKEN_JSON = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'nul',
  'undefined',
  "{'single': 'quotes'}",
  '{"a":1,}',
  '\u0000',
  '-',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/** JSON a parser may still choke on: numbers past a double, a lone surrogate, a byte-order mark. */
const ODD_JSON = [
  '1e999',
  '{"a":1}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '\uFEFF{}',
  '[]',
  'null',
  '0',
];

/**
 * Bodies that are not JSON, for routes that read JSON: broken JSON under a JSON content type,
 * and content types no route takes. Every one of them must be refused before a handler runs.
 */
export const refusedRawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom(...BROKEN_JSON).map((raw) => ({ raw, contentType: 'application/json' })),
  fc
    .tuple(
      fc.constantFrom(
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'image/png',
        'application/octet-stream',
      ),
      fc.string({ minLength: 1, maxLength: 40 }),
    )
    .map(([contentType, raw]) => ({ raw, contentType })),
);

/**
 * Odd bodies for any route: nesting deep enough to break a recursive walk, plain text (which
 * Fastify hands over as a string), and random bytes under random content types.
 */
export const oddRawBody: fc.Arbitrary<RawBody> = fc.oneof(
  refusedRawBody,
  fc
    .tuple(
      fc.constantFrom(...ODD_JSON),
      fc.constantFrom('', '; charset=utf-16', '; charset=latin1'),
    )
    .map(([raw, charset]) => ({ raw, contentType: `application/json${charset}` })),
  fc
    .tuple(
      fc.integer({ min: 1_000, max: 50_000 }),
      fc.constantFrom('array' as const, 'object' as const),
    )
    .map(([depth, kind]) => ({ raw: deepJson(depth, kind), contentType: 'application/json' })),
  fc.string({ maxLength: 200 }).map((raw) => ({ raw, contentType: 'text/plain' })),
  fc
    .tuple(fc.uint8Array({ maxLength: 512 }), fc.string({ maxLength: 30, unit: 'grapheme-ascii' }))
    .map(([bytes, contentType]) => ({ raw: Buffer.from(bytes), contentType: contentType || 'x' })),
);

/** Deep nesting inside a field: the value at `key` of `value` replaced by JSON `depth` levels deep. */
export function deepAt(value: Record<string, unknown>, key: string, depth: number): RawBody {
  const marker = '\u0001nested\u0001';
  const text = JSON.stringify({ ...value, [key]: marker });
  return {
    raw: text.replace(JSON.stringify(marker), deepJson(depth, depth % 2 ? 'array' : 'object')),
    contentType: 'application/json',
  };
}
