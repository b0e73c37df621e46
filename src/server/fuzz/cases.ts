import fc from 'fast-check';
import type { z } from 'zod';
import type { RouteInputs } from './route-inputs';
import { FIELD_HINTS, ROUTE_INPUTS } from './route-inputs';
import type { RawBody } from './raw-bodies';
import { deepAt, oddRawBody, refusedRawBody } from './raw-bodies';
import { zodArbitrary } from './zod-arbitrary';
import type { ArbitraryMode } from './zod-arbitrary';
import { junkValue, zodInvalid } from './zod-invalid';
import { queryParsed } from './inject-options';

/**
 * valid: made from the route's schemas. boundary: the same shapes with edge values, odd bodies.
 * invalid: one part (params, query, body, or the body's encoding) that the route must refuse.
 */
export type CaseKind = 'valid' | 'boundary' | 'invalid';

/** Which part of an invalid case is broken. */
export type BrokenPart = 'params' | 'query' | 'body' | 'raw';

/** One generated request, before the ids of real things are filled in. */
export interface FuzzCase {
  /** 'METHOD /path' as the route was declared. */
  route: string;
  kind: CaseKind;
  params: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, unknown>;
  broken?: BrokenPart;
}

/** Some files an upload may carry: a real picture, so that some uploads are accepted. */
export interface CaseFiles {
  png: Buffer;
}

/**
 * How much of the run a route gets. Most get the same share; those that cost far more than a
 * query (a picture drawn, an image re-encoded, a password hashed, an account exported or
 * deleted) get less, so the run stays within minutes.
 */
export const ROUTE_WEIGHTS: Record<string, number> = {
  'POST /api/generate-image': 0.05,
  'GET /api/export': 0.1,
  'POST /api/seed-demo': 0.1,
  'DELETE /api/account': 0.2,
  'POST /api/objects': 0.5,
  'POST /api/objects/:ref/copy': 0.5,
  'POST /api/users/me/avatar': 0.3,
  'POST /api/auth/signup': 0.4,
  'PUT /api/settings/password': 0.2,
  'POST /api/session': 0.5,
  'POST /api/videos': 0.4,
  'POST /api/uploads/s3/multipart/:uploadId/complete': 0.4,
  'POST /api/detect': 0.6,
  'POST /api/translate': 0.6,
  'POST /api/translate/messages': 0.6,
  'GET /api/status-updates': 0.5,
  'POST /api/videos/:id/downloads': 0.3,
  'DELETE /api/users/me/avatar': 0.4,
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Range headers a reader of files may send, good and bad. */
const RANGES = fc.constantFrom(
  'bytes=0-',
  'bytes=0-0',
  'bytes=-1',
  'bytes=-0',
  'bytes=5-1',
  'bytes=99999999999-',
  'bytes=18446744073709551616-',
  'bytes=a-b',
  'bytes=0-1,2-3,4-5',
  'items=0-1',
  'bytes=',
);

const paramNames = (url: string) =>
  [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!).concat(url.endsWith('*') ? ['*'] : []);

function paramsArbitrary(url: string, inputs: RouteInputs | undefined, mode: ArbitraryMode) {
  if (inputs?.params) return zodArbitrary(inputs.params, { mode });
  const names = paramNames(url);
  const text = fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme-ascii' });
  return fc.record(Object.fromEntries(names.map((n) => [n, text])));
}

function uploadBody(files: CaseFiles, mode: ArbitraryMode): fc.Arbitrary<RawBody> {
  const png = { raw: files.png, contentType: 'image/png' };
  const bytes = fc
    .tuple(
      fc.uint8Array({ maxLength: 4_096 }),
      fc.constantFrom('image/png', 'image/jpeg', 'audio/webm', 'video/mp4', 'text/plain', ''),
    )
    .map(([b, contentType]) => ({ raw: Buffer.from(b), contentType: contentType || 'x' }));
  if (mode === 'valid') return fc.oneof({ weight: 3, arbitrary: fc.constant(png) }, bytes);
  const cut = fc
    .nat({ max: files.png.length })
    .map((n) => ({ raw: files.png.subarray(0, n), contentType: 'image/png' }));
  return fc.oneof(bytes, cut, oddRawBody);
}

function bodyArbitrary(
  method: string,
  inputs: RouteInputs | undefined,
  mode: ArbitraryMode,
  files: CaseFiles,
): fc.Arbitrary<unknown> {
  if (inputs?.upload) return uploadBody(files, mode);
  const hints = { ...FIELD_HINTS, ...inputs?.hints };
  if (inputs?.body) {
    const shaped = zodArbitrary(inputs.body, { mode, hints });
    if (mode === 'valid') return shaped;
    // Deep nesting in one field: a recursive walk of a value must not take the server down.
    const nested = fc
      .tuple(shaped, fc.integer({ min: 2_000, max: 40_000 }))
      .map(([value, depth]) => {
        const record = typeof value === 'object' && value !== null ? value : {};
        const keys = Object.keys(record);
        return deepAt(
          record as Record<string, unknown>,
          keys[depth % Math.max(1, keys.length)] ?? 'a',
          depth,
        );
      });
    return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: nested }, oddRawBody);
  }
  if (!BODY_METHODS.has(method)) return fc.constant(undefined);
  return mode === 'valid'
    ? fc.constantFrom(undefined, {})
    : fc.oneof(junkValue, oddRawBody, fc.constant(undefined));
}

function headersArbitrary(inputs: RouteInputs | undefined, mode: ArbitraryMode) {
  if (!inputs?.headers) return fc.constant(undefined);
  return zodArbitrary(inputs.headers, {
    mode,
    hints: mode === 'boundary' ? { range: RANGES } : {},
  });
}

/** The arbitrary of a route's cases of one kind; broken parts are checked later. */
function caseArbitrary(
  route: string,
  kind: Exclude<CaseKind, 'invalid'>,
  files: CaseFiles,
): fc.Arbitrary<FuzzCase> {
  const [method, url] = route.split(' ') as [string, string];
  const inputs = ROUTE_INPUTS[route];
  const query = inputs?.query
    ? zodArbitrary(inputs.query, { mode: kind, hints: FIELD_HINTS })
    : kind === 'boundary'
      ? fc.option(fc.dictionary(fc.string({ maxLength: 10 }), junkValue, { maxKeys: 3 }))
      : fc.constant(undefined);
  return fc
    .record({
      params: paramsArbitrary(url, inputs, kind),
      query,
      body: bodyArbitrary(method, inputs, kind, files),
      headers: headersArbitrary(inputs, kind),
    })
    .map((parts) => ({ route, kind, ...(parts as Omit<FuzzCase, 'route' | 'kind'>) }));
}

/** The parts a route can be sent broken in, so that it must refuse the request. */
export function brokenParts(route: string): BrokenPart[] {
  const [method] = route.split(' ') as [string];
  const inputs = ROUTE_INPUTS[route];
  const parts: BrokenPart[] = [];
  if (inputs?.params) parts.push('params');
  if (inputs?.query && !inputs.upload) parts.push('query');
  if (inputs?.body) parts.push('body');
  if (BODY_METHODS.has(method) && !inputs?.upload) parts.push('raw');
  return parts;
}

const refuses = (schema: z.ZodType, value: unknown): boolean => {
  try {
    return !schema.safeParse(value).success;
  } catch {
    // A value the schema cannot even walk is one the route cannot take either.
    return true;
  }
};

/** `n` invalid cases of a route: one broken part each, that its schema refuses. */
function invalidCases(route: string, n: number, seed: number, files: CaseFiles): FuzzCase[] {
  const parts = brokenParts(route);
  if (parts.length === 0 || n === 0) return [];
  const inputs: RouteInputs = ROUTE_INPUTS[route] ?? {};
  const hints = { ...FIELD_HINTS, ...inputs.hints };
  const valid = fc.sample(caseArbitrary(route, 'valid', files), { seed, numRuns: n });
  /** Each part's broken values, as many as its cases need, each refused by its schema. */
  const brokenOf = (part: BrokenPart, count: number, s: number): Array<Partial<FuzzCase>> => {
    const refused = (arb: fc.Arbitrary<unknown>, schema: z.ZodType, as: (v: unknown) => unknown) =>
      fc
        .sample(arb, { seed: s, numRuns: count * 3 })
        .filter((v) => refuses(schema, as(v)))
        .slice(0, count);
    switch (part) {
      case 'params':
        return refused(zodArbitrary(inputs.params!, { mode: 'boundary' }), inputs.params!, (v) =>
          Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, String(x)])),
        ).map((params) => ({ params: params as Record<string, unknown> }));
      case 'query':
        return refused(zodInvalid(inputs.query!, { hints }), inputs.query!, queryParsed).map(
          (query) => ({ query }),
        );
      case 'body':
        return refused(zodInvalid(inputs.body!, { hints }), inputs.body!, (v) => v ?? {}).map(
          (body) => ({ body }),
        );
      case 'raw':
        return fc.sample(refusedRawBody, { seed: s, numRuns: count }).map((body) => ({ body }));
    }
  };
  const changes = parts.map((part, p) => brokenOf(part, Math.ceil(n / parts.length), seed + 1 + p));
  return valid.flatMap((c, i) => {
    const p = i % parts.length;
    const change = changes[p]![Math.floor(i / parts.length)];
    return change ? [{ ...c, kind: 'invalid' as const, broken: parts[p], ...change }] : [];
  });
}

/**
 * Every route's cases for one run: `perRoute` each (times its weight), four in ten valid, three
 * boundary, three invalid (the rest boundary where nothing can be broken). The same seed gives
 * the same cases.
 */
export function casesGenerate(
  routes: readonly string[],
  perRoute: number,
  seed: number,
  files: CaseFiles,
): FuzzCase[] {
  return routes.flatMap((route, r) => {
    const n = Math.max(4, Math.round(perRoute * (ROUTE_WEIGHTS[route] ?? 1)));
    const routeSeed = seed + r * 7_919;
    const invalid = invalidCases(route, Math.round(n * 0.3), routeSeed + 2, files);
    const validCount = Math.round(n * 0.4);
    const boundaryCount = n - validCount - invalid.length;
    return [
      ...fc.sample(caseArbitrary(route, 'valid', files), { seed: routeSeed, numRuns: validCount }),
      ...fc.sample(caseArbitrary(route, 'boundary', files), {
        seed: routeSeed + 1,
        numRuns: boundaryCount,
      }),
      ...invalid,
    ];
  });
}
