import type { FastifyBaseLogger } from 'fastify';
import type { ErrorBody } from '../../protocol';
import { ERROR_TEXTS } from '../../protocol';
import { HttpError, errorBody, httpErrorBody } from '../kernel/http';
import { isGoneMeanwhile } from '../kernel/gone-meanwhile';
import { isInvalidInput } from '../kernel/invalid-input';
import { UNAVAILABLE, isUnavailable } from '../kernel/unavailable';
import type { Connection } from './connection';
import { connectionSend } from './connection';

/**
 * What the client is told when a frame fails, as an error body (text, code, params): a refusal
 * in words, 503's text while the database is away.
 */
export function frameErrorBody(log: FastifyBaseLogger, err: unknown): ErrorBody {
  if (err instanceof HttpError) return httpErrorBody(err);
  if (isUnavailable(err)) {
    log.warn({ err }, 'ws frame failed: database unavailable');
    return errorBody(UNAVAILABLE);
  }
  // As over HTTP (app.ts): a value the database refused is the frame's fault.
  if (isInvalidInput(err)) {
    log.warn({ err }, 'ws frame failed: value refused by the database');
    return errorBody(ERROR_TEXTS.invalidRequest);
  }
  if (isGoneMeanwhile(err)) {
    log.warn({ err }, 'ws frame failed: pointed at a row deleted meanwhile');
    return errorBody(ERROR_TEXTS.notFound);
  }
  log.error({ err }, 'ws frame failed');
  return errorBody('Something went wrong');
}

/** An error event, named by the frame's clientId when it had one. */
export function frameErrorSend(
  log: FastifyBaseLogger,
  conn: Connection,
  err: unknown,
  clientId?: string,
): void {
  connectionSend(conn, {
    type: 'error',
    ...frameErrorBody(log, err),
    ...(clientId ? { clientId } : {}),
  });
}
