/** Server error texts can be whole HTML pages (a proxy's 502): the client shows this much. */
const ERROR_MAX_CHARS = 200;

export interface RemoteRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}

/** The message an engine error carries, in the words the client shows. */
export const translationFailed = (why: string) =>
  new Error(`Translation failed: ${why.slice(0, ERROR_MAX_CHARS)}`);

/** The error text of a JSON error body: LibreTranslate's `{error}` or OpenAI's `{error: {message}}`. */
function errorText(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * A JSON call to a remote engine named `engine`. Every way it can go wrong (no answer in time,
 * no connection, an error status, a body that is not JSON) becomes one 'Translation failed: …'
 * error, so a failing engine fails one translation and never the server.
 */
export async function remoteJson(
  engine: string,
  url: string,
  request: RemoteRequest,
): Promise<unknown> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: request.method ?? 'POST',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      // Covers reading the body too: a server that sends headers and then stalls is cut off.
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError') {
      throw translationFailed(`${engine} did not answer within ${request.timeoutMs / 1000} s`);
    }
    throw translationFailed(
      `cannot reach ${engine} (${e.cause?.code ?? e.cause?.message ?? e.message})`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    if (!res.ok) throw translationFailed(`${engine} answered HTTP ${res.status}`);
    throw translationFailed(`${engine} answered something that is not JSON`);
  }
  if (!res.ok) throw translationFailed(errorText(body) ?? `${engine} answered HTTP ${res.status}`);
  return body;
}
