import type { ErrorBody } from '../../protocol';
import { ERROR_TEXTS } from '../../protocol';
import { isGoneMeanwhile } from './gone-meanwhile';
import { errorBody } from './http';
import { isInvalidInput } from './invalid-input';
import { UNAVAILABLE, isUnavailable } from './unavailable';

/** How a request or a frame that the database stopped is answered, and why (for the log). */
export interface DatabaseRefusal {
  status: number;
  body: ErrorBody;
  why: string;
}

/**
 * The database errors that are not the server's fault, answered alike over HTTP (app.ts) and
 * the live connection (realtime/frame-errors.ts): the database away (503), a value it refused
 * (400), a row deleted while the request ran (404). Null for anything else: a bug.
 */
export function databaseRefusal(err: unknown): DatabaseRefusal | null {
  // Unreachable: said quickly; the same request works once it is back.
  if (isUnavailable(err))
    return { status: 503, body: errorBody(UNAVAILABLE), why: 'database unavailable' };
  // A value the database refused (a NUL byte, say) is the request's fault.
  if (isInvalidInput(err)) {
    return {
      status: 400,
      body: errorBody(ERROR_TEXTS.invalidRequest),
      why: 'value refused by the database',
    };
  }
  // What the request pointed at was deleted while it ran: not found, as a moment later.
  if (isGoneMeanwhile(err)) {
    return {
      status: 404,
      body: errorBody(ERROR_TEXTS.notFound),
      why: 'pointed at a row deleted meanwhile',
    };
  }
  return null;
}
