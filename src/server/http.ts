import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** An error with the HTTP status and the text the client shows. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Conversation not found') => new HttpError(404, what);
export const forbidden = () => new HttpError(403, 'Forbidden');

/** Parses a payload with a protocol schema; the first problem becomes a 400 in plain words. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  const message = issue.code === 'invalid_type' && field ? `${field} is required` : issue.message;
  throw new HttpError(400, message);
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
  return reply
    .status(err.status)
    .send(err.reason ? { error: err.message, reason: err.reason } : { error: err.message });
}

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
    /** The stored hash of the session cookie, naming the session (see SessionStore). */
    sessionHash: string | null;
  }
}
