import type { QueryFunction, QueryKey } from '@tanstack/react-query';
// Straight from the module, not the index: the codes come without the schemas (and zod).
import type { ErrorTemplateCode } from '../../protocol/error-codes';
import { ERROR_TEMPLATES, errorCodeIsKnown, errorTemplateParts } from '../../protocol/error-codes';
import { tNow } from '../i18n/intl';
import { ERROR_IDS } from './error-ids';

/**
 * A non-success HTTP reply. Spec core 8: the message is the status code, a colon and a space,
 * then the body text (or the status text when the body is empty).
 */
export class ApiError extends Error {
  readonly status: number;
  /** The body parsed as JSON when it is JSON, else the raw text (or null when empty). */
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = bodyParse(bodyText);
  }
}

function bodyParse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The server's words for an error, in the app's language: the `error` field of a `{error}` body
 * (the English), shown from the catalog when the body's `code` is one this client knows; else
 * the message.
 */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    const body = err.body;
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      return errorBodyLocalised(body) ?? body.error;
    }
    return err.message;
  }
  if (err instanceof Error) return err.message;
  return String(err);
}

/**
 * An error body's text from the catalog (error-ids.ts), or null: a code this client does not
 * know, a template's params missing, or no catalog loaded yet. Also for a live `error` event.
 */
export function errorBodyLocalised(body: object): string | null {
  const { code, params: sent } = body as { code?: unknown; params?: unknown };
  if (!errorCodeIsKnown(code)) return null;
  const params: Record<string, string> = {};
  if (sent && typeof sent === 'object') {
    for (const [k, v] of Object.entries(sent)) if (typeof v === 'string') params[k] = v;
  }
  if (Object.hasOwn(ERROR_TEMPLATES, code)) {
    const parts = errorTemplateParts(code as ErrorTemplateCode);
    if (!parts.every((p) => p in params)) return null;
  }
  const id = ERROR_IDS[code];
  const text = tNow(id, params);
  // tNow answers with the id itself before any catalog has loaded.
  return text === id ? null : text;
}

/** True when the request never got an HTTP answer (offline, server down, aborted). */
export function errorIsNetwork(err: unknown): boolean {
  return !(err instanceof ApiError);
}

async function responseCheck(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

async function responseJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface ApiRequestOptions {
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Spec core 7: relative path, JSON body, cookies included. Resolves with the parsed reply
 * (undefined for 204) and throws {@link ApiError} on any non-success status.
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const json = body === undefined ? undefined : { 'Content-Type': 'application/json' };
  const headers = options.headers ? { ...json, ...options.headers } : json;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await responseCheck(res);
  return responseJson<T>(res);
}

/**
 * Spec core 7: the generic read requests the path built by joining its key segments with '/'.
 * A trailing plain object becomes the query string: ['/api/conversations', { userId }] reads
 * /api/conversations?userId=...
 */
export function queryKeyPath(queryKey: QueryKey): string {
  const segments: string[] = [];
  let search = '';
  for (const part of queryKey) {
    if (part !== null && typeof part === 'object') {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(part as Record<string, unknown>)) {
        if (v !== undefined && v !== null) params.set(k, String(v));
      }
      const s = params.toString();
      if (s) search = `?${s}`;
    } else {
      segments.push(String(part));
    }
  }
  return segments.join('/') + search;
}

/** Spec core 8: a GET of the query key's path; a 401, like any refusal, throws. */
export function queryFnCreate<T>(): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyPath(queryKey), { credentials: 'include', signal });
    await responseCheck(res);
    return responseJson<T>(res);
  };
}
