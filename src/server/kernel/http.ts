import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorCodeOf, errorTemplateText } from '../../protocol';
import type { ErrorBody, ErrorCoded, ErrorTemplateCode, ErrorTemplateParams } from '../../protocol';

/**
 * An error with the HTTP status and the text the client shows. A fixed text finds its code by
 * itself (error-codes.ts); a text built from a template carries its code and params
 * ({@link templateError}).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
    readonly coded?: ErrorCoded,
  ) {
    super(message);
  }
}

/** A refusal in a template's words (error-codes.ts): the English filled in, code and params kept. */
export function templateError<C extends ErrorTemplateCode>(
  status: number,
  code: C,
  params: ErrorTemplateParams<C>,
  reason?: string,
): HttpError {
  return new HttpError(status, errorTemplateText(code, params), reason, { code, params });
}

/**
 * The body of an error reply (and the fields of a live `error` event): the English text, its
 * code and params when it is a known text, and the reason when a rule refused.
 */
export function errorBody(
  error: string,
  reason?: string,
  coded: ErrorCoded | null = errorCodeOf(error),
): ErrorBody {
  return {
    error,
    ...(coded && { code: coded.code }),
    ...(coded?.params && { params: { ...coded.params } }),
    ...(reason && { reason }),
  };
}

/** The body of an {@link HttpError}'s reply. */
export const httpErrorBody = (err: HttpError): ErrorBody =>
  errorBody(err.message, err.reason, err.coded);

export const notFound = (what = 'Conversation not found') => new HttpError(404, what);
export const forbidden = () => new HttpError(403, 'Forbidden');

/** Parses a payload with a protocol schema; the first problem becomes a 400 in plain words. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && field) throw templateError(400, 'fieldRequired', { field });
  throw new HttpError(400, issue.message);
}

/** The session's user id; every route behind `requireSession` has one. */
export function sessionUserId(request: FastifyRequest): string {
  const id = request.userId;
  if (!id) throw new HttpError(401, 'Not signed in');
  return id;
}

/** A path or body that names a user must name the session's user (ARCHITECTURE, sessions). */
export function requireSelf(request: FastifyRequest, userId: unknown): string {
  const me = sessionUserId(request);
  if (userId !== me) throw forbidden();
  return me;
}

export function sendError(reply: FastifyReply, err: HttpError): FastifyReply {
  return reply.status(err.status).send(httpErrorBody(err));
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session's user, set by the sign-in gate (session-gate.ts); null on a public route
     * until the route calls `sessionRead`.
     */
    userId: string | null;
    /** The stored hash of the session cookie, naming the session (see SessionStore). */
    sessionHash: string | null;
  }
}

/**
 * A per-route rate limit's key: the signed-in user, so that people behind one address (an
 * office, a carrier's NAT) do not share a limit; the address before sign-in.
 */
export const rateKeyPerUser = (request: { userId?: string | null; ip: string }): string =>
  request.userId ?? request.ip;
