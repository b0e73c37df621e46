import type { InjectOptions } from 'fastify';
import type { FuzzCase } from './cases';
import type { IdPool } from './id-pool';
import { paramBucket } from './id-pool';
import { isRawBody } from './raw-bodies';

/**
 * A URL component, percent-encoded. A lone surrogate, which `encodeURIComponent` refuses, is
 * sent as the bytes of one (ED A0 80), which are not UTF-8.
 */
export function encodePart(s: string): string {
  return Array.from(s, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

const textOf = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v === null
      ? ''
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The query string of a generated query: a list is its key repeated, null an empty value. */
export function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (!isRecord(query)) return `?${encodePart(textOf(query))}`;
  const pairs = Object.entries(query).flatMap(([k, v]) =>
    v === undefined ? [] : [v].flat().map((x) => `${encodePart(k)}=${encodePart(textOf(x))}`),
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** A generated query as the server's parser hands it over: text, and lists for repeated keys. */
export function queryParsed(query: unknown): Record<string, unknown> {
  if (!isRecord(query)) return {};
  const parsed: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    const values = v === undefined ? [] : [v].flat().map(textOf);
    if (values.length > 0) parsed[k] = values.length === 1 ? values[0] : values;
  }
  return parsed;
}

/** A header's value as HTTP can carry it: characters it cannot are left out. */
const headerText = (v: unknown) => textOf(v).replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

const jsonText = (v: unknown): string | undefined => {
  try {
    return JSON.stringify(v);
  } catch {
    return undefined;
  }
};

/** How often a generated id is swapped for a real one, by kind. */
const FILL = { valid: 0.8, boundary: 0.4, invalid: 0.8 } as const;

/**
 * The request a case stands for, sent as `me`: ids of real things filled in (the signed-in
 * user's own, mostly) except in the part an invalid case broke on purpose.
 */
export function injectOptions(
  c: FuzzCase,
  me: string,
  pool: IdPool,
  random: () => number,
): InjectOptions {
  const [method, url] = c.route.split(' ') as [InjectOptions['method'], string];
  const p = FILL[c.kind];
  const params = { ...c.params };
  if (c.broken !== 'params') {
    for (const name of Object.keys(params)) {
      if (random() >= p) continue;
      const bucket = paramBucket(url, name);
      const self = bucket === 'users' && url.startsWith('/api/users/:id') && name === 'id';
      params[name] =
        self && random() < 0.85
          ? me
          : bucket
            ? (pool.pick(bucket, me, random) ?? params[name])
            : params[name];
    }
  }
  let path = url.replace(/:([A-Za-z]+)/g, (_, n: string) => encodePart(textOf(params[n] ?? '')));
  if (path.endsWith('*')) {
    path =
      path.slice(0, -1) +
      textOf(params['*'] ?? '')
        .split('/')
        .map(encodePart)
        .join('/');
  }
  const query = c.broken === 'query' ? c.query : pool.fill(c.query, me, random, p);
  let full = path + queryString(query);
  // An upload URL the server signed for this user, as a response gave it.
  if (c.route === 'PUT /api/objects/upload/*' && c.kind === 'valid') {
    full = pool.pick('uploadUrls', me, random) ?? full;
  }

  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.headers ?? {})) {
    if (v !== undefined) headers[k] = headerText(v);
  }
  const broken = c.broken === 'body' || c.broken === 'raw';
  const body = broken || isRawBody(c.body) ? c.body : pool.fill(c.body, me, random, p);
  let payload: string | Buffer | undefined;
  if (isRawBody(body)) {
    payload = body.raw;
    headers['content-type'] = body.contentType;
  } else if (body !== undefined) {
    payload = jsonText(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
  }
  return { method, url: full, headers, ...(payload !== undefined && { payload }) };
}

/** A request in a line, for a failure message: kind, method, URL and the start of its body. */
export function injectDescribe(c: FuzzCase, options: InjectOptions): string {
  const payload = options.payload;
  const text = Buffer.isBuffer(payload)
    ? `<${payload.length} bytes>`
    : typeof payload === 'string'
      ? payload.length > 300
        ? `${payload.slice(0, 300)}… (${payload.length} chars)`
        : payload
      : '';
  const kind = c.broken ? `${c.kind}:${c.broken}` : c.kind;
  const type = (options.headers as Record<string, string> | undefined)?.['content-type'];
  return `[${kind}] ${options.method} ${String(options.url)}${type ? ` (${type})` : ''} ${text}`;
}
