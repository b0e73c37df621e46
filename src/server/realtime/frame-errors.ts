import type { FastifyBaseLogger } from 'fastify';
import type { ErrorBody } from '../../protocol';
import { HttpError, errorBody, httpErrorBody } from '../kernel/http';
import { databaseRefusal } from '../kernel/database-refusal';
import type { Connection } from './connection';
import { connectionSend } from './connection';

/**
 * What the client is told when a frame fails, as an error body (text, code, params): a refusal
 * in words, 503's text while the database is away.
 */
export function frameErrorBody(log: FastifyBaseLogger, err: unknown): ErrorBody {
  if (err instanceof HttpError) return httpErrorBody(err);
  // As over HTTP (app.ts): the database's refusals are answered in words, not as a failure.
  const refusal = databaseRefusal(err);
  if (refusal) {
    log.warn({ err }, `ws frame failed: ${refusal.why}`);
    return refusal.body;
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
