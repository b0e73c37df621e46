import { setTimeout as delay } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Health } from '../protocol';
import type { Config } from './kernel/config';
import { compressionRegister } from './compression';
import type { AppContext } from './context/app-context';
import { Deliveries } from './context/deliveries';
import { dbConnect } from './db/connect';
import { BurnerSweeper } from './features/burner/sweeper';
import { burnerLive } from './features/burner/routes';
import { conversationsRoutes } from './features/conversations/routes';
import { chatInfoRoutes } from './features/chat-info/routes';
import { chatPreferencesRoutes } from './features/chat-preferences/routes';
import { chatSearchRoutes } from './features/chat-search/routes';
import { demoRoutes } from './features/demo/routes';
import { gamesDictionary } from './features/games/dictionary';
import { gamesRoutes } from './features/games/routes';
import { GameService } from './features/games/service';
import { messagesRoutes } from './features/messages/routes';
import { avatarRoutes } from './features/avatar/routes';
import { objectsRoutes } from './features/objects/routes';
import { UnsentObjectSweeper } from './features/objects/sweeper';
import { paymentsRoutes } from './features/payments/routes';
import { scheduledRoutes } from './features/scheduled/routes';
import { ScheduledSender } from './features/scheduled/scheduler';
import { receiptsRoutes } from './features/receipts/routes';
import { receiptsClose } from './features/receipts/service';
import { PaymentService } from './features/payments/service';
import { sessionRoutes } from './features/session/routes';
import { passkeyRoutes } from './features/session/passkey-routes';
import { identityPickerRoutes } from './features/session/picker-routes';
import { starsRoutes } from './features/stars/routes';
import { reactionsRoutes } from './features/reactions/routes';
import { messagePinsRoutes } from './features/message-pins/routes';
import { forwardRoutes } from './features/forward/routes';
import { linkPreviewsClose, linkPreviewsListen } from './features/link-previews/attach';
import { listsRoutes } from './features/lists/routes';
import { broadcastsRoutes } from './features/broadcasts/routes';
import { statusesRoutes } from './features/statuses/routes';
import { StatusSweeper } from './features/statuses/sweeper';
import { musicRoutes } from './features/music/routes';
import { videosRoutes } from './features/videos/routes';
import { videoSocialRoutes } from './features/videos/social-routes';
import { VideoSweeper } from './features/videos/sweeper';
import { VideoDownloadQueue } from './features/videos/download-queue';
import { videoDownloadRoutes } from './features/videos/download-routes';
import type { PushNotifier } from './features/push/notifier';
import { pushStart } from './features/push/push-start';
import { pushRoutes } from './features/push/routes';
import { MembersCache } from './features/conversations/members-cache';
import { userContactIds } from './features/conversations/membership';
import { SessionStore } from './features/session/store';
import { SessionSweeper } from './features/session/sweeper';
import { Detector } from './features/translate/detect';
import { DetectRemote } from './features/translate/detect-remote';
import { translatorFromConfig } from './features/translate/engines';
import { imageGeneratorFromConfig } from './features/images/generators';
import { imagesRoutes } from './features/images/routes';
import { ImagePlayground } from './features/images/service';
import { translateRoutes } from './features/translate/routes';
import { TextTranslations } from './features/translate/service';
import { translationSettingsRoutes } from './features/translation-settings/routes';
import { usersRoutes } from './features/users/routes';
import { friendsRoutes } from './features/friends/routes';
import { callsLive, callsRoutes } from './features/calls/routes';
import type { CallSweep } from './features/calls/calls-open';
import { userChosenStatus, userLastSeen, usersSeedDemo } from './features/users/service';
import { versionsRoutes } from './features/versions/routes';
import { devicesRoutes } from './features/devices/routes';
import { settingsRoutes } from './features/settings/routes';
import { HttpError, errorBody, sendError } from './kernel/http';
import { serveWeb } from './serve-web';
import type { Bus } from './realtime/bus';
import { memoryBus } from './realtime/bus';
import { MAX_FRAME_BYTES, gatewayRoutes } from './realtime/gateway';
import { LiveHandlers } from './realtime/live-handlers';
import type { Presence } from './realtime/presence';
import { memoryPresence, redisPresence } from './realtime/presence';
import { redisBus } from './realtime/redis-bus';
import { redisCommandClient, redisReady } from './realtime/redis-client';
import { sessionGateRegister } from './kernel/session-gate';
import { originGuardRegister, originsAllowed } from './kernel/origin';
import { securityHeadersRegister } from './security-headers';
import { routeLimitsRegister, scaledLimits } from './limits/route-limits';
import { RedisCounter, UserLimits } from './limits/user-limits';
import { SignInLimits } from './limits/sign-in-limits';
import { objectStoreOpen } from './storage/open';
import { UNAVAILABLE } from './kernel/unavailable';
import { databaseRefusal } from './kernel/database-refusal';

const VERSION = '0.1.0';

/** How long a starting instance waits for Redis before serving without it. */
const REDIS_START_WAIT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The games referee; tests set its clock. */
    games: GameService;
    /** Allo Cash; tests shorten its settlement delay. */
    payments: PaymentService;
    /** Send Later's sender; tests run its sweep after moving the clock. */
    scheduled: ScheduledSender;
    /** Burns burner messages that expired or were read by all; tests run its sweep. */
    burner: BurnerSweeper;
    /** The Image Playground (its generator, and who is generating now). */
    playground: ImagePlayground;
    /** Deletes uploads no message took within 24 h; tests run its sweep. */
    unsentObjects: UnsentObjectSweeper;
    /** Deletes status updates past their 24 h; tests run its sweep. */
    statuses: StatusSweeper;
    /** Deletes sessions 30 days unused; tests run its sweep. */
    sessionsExpired: SessionSweeper;
    /** Renders video downloads, one at a time per instance. */
    videoDownloads: VideoDownloadQueue;
    /** Web Push to members with no open socket; tests wait on its `idle()`. */
    push: PushNotifier;
    /** Ends the calls a stopped instance left open; tests run its sweep. */
    callSweep: CallSweep;
  }
}

/** What the caller decides beyond the config: where the log lines go (tests read them). */
export interface AppOptions {
  logStream?: { write(line: string): void };
}

/** Builds the whole server without listening: `main.ts` listens, tests use `inject` or a port. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    // Ids in paths are short; nothing legitimate is longer.
    routerOptions: { maxParamLength: 200 },
    // Only the configured balancers may name the client's address (TRUST_PROXY, docs/deploy.md).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  const onBackendError = (err: Error) => app.log.warn({ err }, 'backend connection error');

  const database = await dbConnect({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: onBackendError,
    log: (level, message) => app.log[level](message),
  });
  let bus: Bus = memoryBus();
  let presence: Presence = memoryPresence();
  let rateLimitRedis: Redis | undefined;
  if (config.redisUrl) {
    const redis = {
      bus: redisBus(config.redisUrl, config.redisPrefix, onBackendError),
      presence: redisPresence(config.redisUrl, config.redisPrefix, onBackendError),
      rateLimit: redisCommandClient(config.redisUrl, onBackendError),
    };
    ({ bus, presence, rateLimit: rateLimitRedis } = redis);
    // Commands fail at once while Redis is not connected (redis-client.ts), so the first requests
    // should not race the first connection. A Redis that is down only delays the start this
    // long: the instance then serves without it and catches up when it comes.
    const ready = Promise.all([redis.bus.ready, redis.presence.ready, redisReady(redis.rateLimit)]);
    const started = await Promise.race([
      ready.then(() => true),
      delay(REDIS_START_WAIT_MS, false, { ref: false }),
    ]);
    if (!started) app.log.warn('Redis not reachable yet; starting without it');
  }
  const objects = await objectStoreOpen(config, (err) =>
    app.log.warn({ err }, 'object store not reachable yet'),
  );
  const detection = await DetectRemote.start();
  const clock = { now: () => new Date() };
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    dbVersion: database.version,
    statements: database.statements,
    bus,
    sessions: new SessionStore(database.db, bus, clock),
    members: new MembersCache(database.db, bus),
    detector: new Detector(database.db, detection),
    presence,
    objects,
    clock,
    limits: new UserLimits(
      rateLimitRedis ? new RedisCounter(rateLimitRedis, config.redisPrefix) : null,
      scaledLimits(config.rateLimitScale, config.userLimits),
      (err) => app.log.warn({ err }, 'per-person limit not counted'),
    ),
    signInLimits: new SignInLimits(rateLimitRedis ?? null, config.redisPrefix, Date.now, (err) =>
      app.log.warn({ err }, 'failed sign-in not counted in Redis'),
    ),
    delivered: new Deliveries((err) => app.log.warn({ err }, 'delivery listener failed')),
    log: app.log,
  };
  app.decorate('ctx', ctx);
  // Built here, once per process (the dictionary is shared), so the first game waits for nothing.
  const games = new GameService(ctx, gamesDictionary());
  app.decorate('games', games);
  const payments = new PaymentService(ctx);
  app.decorate('payments', payments);
  payments.start();
  const scheduled = new ScheduledSender(ctx);
  app.decorate('scheduled', scheduled);
  const burner = new BurnerSweeper(ctx);
  app.decorate('burner', burner);
  burner.start();
  const unsentObjects = new UnsentObjectSweeper(ctx);
  app.decorate('unsentObjects', unsentObjects);
  unsentObjects.start();
  const statusSweeper = new StatusSweeper(ctx);
  app.decorate('statuses', statusSweeper);
  statusSweeper.start();
  const sessionSweeper = new SessionSweeper(ctx);
  app.decorate('sessionsExpired', sessionSweeper);
  sessionSweeper.start();
  const videoDownloads = new VideoDownloadQueue(ctx);
  app.decorate('videoDownloads', videoDownloads);
  // Its first sweep also starts renders queued before this instance started.
  const videoSweeper = new VideoSweeper(ctx, videoDownloads);
  videoSweeper.start();
  const translations = new TextTranslations(translatorFromConfig(config), ctx.detector);
  const playground = new ImagePlayground(ctx, imageGeneratorFromConfig(config));
  app.decorate('playground', playground);
  const push = await pushStart(ctx, translations);
  app.decorate('push', push);
  app.addHook('onClose', async () => {
    // Settlements under way finish before the database closes under them.
    await payments.close();
    await scheduled.close();
    await burner.close();
    await unsentObjects.close();
    await statusSweeper.close();
    await sessionSweeper.close();
    await videoSweeper.close();
    // A render under way goes back to the queue, for another instance to take.
    await videoDownloads.close();
    await receiptsClose(ctx);
    // Pushes under way finish (they read the database and translate) before both close.
    await push.close();
    // So do link previews, which write to the object store and the database.
    await linkPreviewsClose(ctx);
    await translations.close();
    await playground.close();
    await bus.close();
    await presence.close();
    rateLimitRedis?.disconnect();
    await objects.close?.();
    await detection.close();
    await database.close();
  });

  if (config.seedDemo) {
    const seeded = await usersSeedDemo(ctx.db);
    if (seeded) app.log.info(`seeded ${seeded} demo users`);
  }

  // First: every answer below, refusals included, carries the headers.
  await securityHeadersRegister(app, config);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Counted across instances when there is a Redis (NOTES.md: per instance otherwise).
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `${config.redisPrefix}:rl:` } : {}),
    // A Redis outage must not lock everyone out: the limits are a guard, not a rule.
    skipOnError: true,
  });
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  // Before any route: it hooks each route as it is declared.
  await compressionRegister(app);

  // Before the gate: a foreign page's change is refused whether or not it has a session.
  originGuardRegister(app, originsAllowed(config));
  // Deny by default: a route answers without a session only when it says `public: true`.
  sessionGateRegister(app, ctx);
  // After the gate, which names the person: each change counts against their limits.
  routeLimitsRegister(app, ctx);

  app.setErrorHandler((err, request, reply) => {
    if (err instanceof HttpError) return sendError(reply, err);
    const refusal = databaseRefusal(err);
    if (refusal) {
      request.log.warn({ err }, refusal.why);
      return reply.status(refusal.status).send(refusal.body);
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send(errorBody((err as Error).message));
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody('Internal Server Error'));
  });

  const health = (): Health => ({
    status: 'ok',
    database: ctx.dbKind,
    databaseVersion: ctx.dbVersion,
    bus: ctx.bus.kind,
    // The store this instance really writes to, as opened above.
    store: ctx.objects.kind,
    translator: config.translator,
    imageGenerator: playground.generator.kind,
    version: VERSION,
  });
  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    // The embedded database's process is gone and being started again: not healthy meanwhile.
    if (!database.up()) return reply.status(503).send(errorBody(UNAVAILABLE));
    return health();
  });
  identityPickerRoutes(app, ctx);
  usersRoutes(app, ctx);
  friendsRoutes(app, ctx);
  sessionRoutes(app, ctx);
  passkeyRoutes(app, ctx);
  conversationsRoutes(app, ctx);
  chatPreferencesRoutes(app, ctx);
  chatSearchRoutes(app, ctx, translations);
  chatInfoRoutes(app, ctx);
  // Features register the live events they take, as they register routes; the gateway carries them.
  const live = new LiveHandlers();
  messagesRoutes(app, ctx, live);
  objectsRoutes(app, ctx);
  avatarRoutes(app, ctx);
  translateRoutes(app, ctx, translations);
  imagesRoutes(app, playground);
  translationSettingsRoutes(app, ctx);
  demoRoutes(app, ctx);
  gamesRoutes(app, games);
  paymentsRoutes(app, payments);
  scheduledRoutes(app, ctx, scheduled);
  receiptsRoutes(app, ctx, live);
  const callsLeft = callsLive(app, ctx, live);
  app.decorate('callSweep', callsLeft.sweep);
  burnerLive(ctx, live);
  callsRoutes(app, ctx);
  starsRoutes(app, ctx);
  reactionsRoutes(app, ctx);
  messagePinsRoutes(app, ctx);
  forwardRoutes(app, ctx);
  linkPreviewsListen(ctx);
  listsRoutes(app, ctx);
  broadcastsRoutes(app, ctx);
  statusesRoutes(app, ctx, translations);
  musicRoutes(app, ctx);
  videosRoutes(app, ctx);
  videoDownloadRoutes(app, ctx, videoDownloads);
  videoSocialRoutes(app, ctx);
  versionsRoutes(app, ctx);
  devicesRoutes(app, ctx);
  settingsRoutes(app, ctx);
  pushRoutes(app, ctx, push.publicKey);
  gatewayRoutes(app, ctx, live, {
    contactsOf: (userId) => userContactIds(ctx.db, userId),
    lastSeen: async (userId) => {
      callsLeft.userGone(userId);
      await userLastSeen(ctx.db, userId);
    },
    chosenStatus: (userId) => userChosenStatus(ctx.db, userId),
  });

  await serveWeb(app, config.webDir);
  // Sends at once what fell due while the server was down, then keeps time.
  scheduled.start();
  return app;
}
