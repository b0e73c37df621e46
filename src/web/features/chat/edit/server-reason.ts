import { ApiError } from '../../../lib/api';

/**
 * The server's own reason for a refusal, as it sent it (the `error` of a `{error}` body), for
 * telling refusals apart: what people read goes through `errorText`, which may put it into
 * their language; this stays the server's words, whatever the app language.
 */
export function serverReason(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  const body = err.body;
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return null;
}
