import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  VIDEO_SOCIAL_TEXT,
  VIDEO_TEXT,
  followParamsSchema,
  videoCollabAnswerSchema,
  videoCollabCreateSchema,
  videoCommentCreateSchema,
  videoCommentParamsSchema,
  videoCommentsQuerySchema,
  videoEditsUpdateSchema,
  videoLikeSchema,
  videoSocialParamsSchema,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { HttpError, parse, rateKeyPerUser, sessionUserId } from '../../kernel/http';
import { collabAnswer, collabRequest, collabRequestsToMe } from './collab';
import { followSet } from './follows';
import {
  videoCommentAdd,
  videoCommentDelete,
  videoCommentsRead,
  videoDelete,
  videoEditsSave,
  videoLike,
} from './social';

/**
 * Per-person limits (per user, not per address: an office shares one). Each is far above what
 * a person does by hand in a minute, and low enough that a script cannot flood a creator's
 * devices with events or their videos with rows.
 */
const perUser = (max: number) => ({
  rateLimit: { max, timeWindow: '1 minute', keyGenerator: rateKeyPerUser },
});
/** Taps while scrolling a feed, a reaction changed twice: two a second at most. */
const LIKE_RATE = perUser(120);
/** Typed by hand: one every two seconds. */
const COMMENT_RATE = perUser(30);
/** Following a row of creators from the feed. */
const FOLLOW_RATE = perUser(60);
/** A request is a message to a creator: a few a minute. */
const COLLAB_RATE = perUser(20);

/**
 * Path params naming something: an id that cannot be one (too long, control characters, a
 * NUL byte) names nothing, and is answered as the resource not found (404), never a 500.
 */
function paramsOf<S extends z.ZodType>(schema: S, params: unknown, notFound: string): z.infer<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, notFound);
  return parsed.data;
}

/**
 * The feed's social calls (issue 17; spec secondary 'Videos / Reels feed'): edits, likes with
 * reactions, comments, follows and collaboration requests. The acting user is always the
 * session's; who may touch what is decided in the services.
 */
export function videoSocialRoutes(app: FastifyInstance, ctx: AppContext): void {
  const videoId = (params: unknown) =>
    paramsOf(videoSocialParamsSchema, params, VIDEO_TEXT.videoNotFound).id;

  app.put('/api/videos/:id/edits', async (request) => {
    const id = videoId(request.params);
    const edits = parse(videoEditsUpdateSchema, request.body);
    return videoEditsSave(ctx, sessionUserId(request), id, edits);
  });

  app.delete('/api/videos/:id', async (request, reply) => {
    await videoDelete(ctx, sessionUserId(request), videoId(request.params));
    return reply.code(204).send();
  });

  app.post('/api/videos/:id/like', { config: LIKE_RATE }, async (request) => {
    const id = videoId(request.params);
    const input = parse(videoLikeSchema, request.body);
    return videoLike(ctx, sessionUserId(request), id, input);
  });

  app.get('/api/videos/:id/comments', async (request) => {
    const id = videoId(request.params);
    const { before } = parse(videoCommentsQuerySchema, request.query);
    return videoCommentsRead(
      ctx,
      sessionUserId(request),
      id,
      before ? new Date(before) : undefined,
    );
  });

  app.post('/api/videos/:id/comments', { config: COMMENT_RATE }, async (request, reply) => {
    const id = videoId(request.params);
    const { content } = parse(videoCommentCreateSchema, request.body);
    return reply.status(201).send(await videoCommentAdd(ctx, sessionUserId(request), id, content));
  });

  app.delete('/api/videos/:id/comments/:commentId', async (request, reply) => {
    const { id, commentId } = paramsOf(
      videoCommentParamsSchema,
      request.params,
      VIDEO_SOCIAL_TEXT.commentNotFound,
    );
    await videoCommentDelete(ctx, sessionUserId(request), id, commentId);
    return reply.status(204).send();
  });

  const followed = (on: boolean) => async (request: FastifyRequest) => {
    const { userId } = paramsOf(followParamsSchema, request.params, VIDEO_SOCIAL_TEXT.userNotFound);
    return followSet(ctx, sessionUserId(request), userId, on);
  };
  app.post('/api/follows/:userId', { config: FOLLOW_RATE }, followed(true));
  app.delete('/api/follows/:userId', { config: FOLLOW_RATE }, followed(false));

  app.post(
    '/api/videos/:id/collaboration-requests',
    { config: COLLAB_RATE },
    async (request, reply) => {
      const id = videoId(request.params);
      const { note } = parse(videoCollabCreateSchema, request.body);
      const made = await collabRequest(ctx, sessionUserId(request), id, note ?? '');
      return reply.status(201).send(made);
    },
  );

  app.get('/api/collaboration-requests', async (request) =>
    collabRequestsToMe(ctx, sessionUserId(request)),
  );

  app.post('/api/collaboration-requests/:id', { config: COLLAB_RATE }, async (request) => {
    const { id } = paramsOf(
      videoSocialParamsSchema,
      request.params,
      VIDEO_SOCIAL_TEXT.collabNotFound,
    );
    const { status } = parse(videoCollabAnswerSchema, request.body);
    return collabAnswer(ctx, sessionUserId(request), id, status);
  });
}
