import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '../../protocol';
import type { ApplyContext, ApplyResult, ChatCache } from './apply-event';
import { applyEvent } from './apply-event';
import type { LiveConnection } from './live';
import type { LiveKey } from './live-context';

/**
 * The client's mirror of the server's `LiveHandlers` (`src/server/realtime/live-handlers.ts`):
 * each web feature registers what it does with server events in its own `live.ts`, and
 * `src/web/live-features.ts` lists them. Lib dispatches through this registry and imports no
 * feature; what is core messaging (messages, conversations, users, presence) stays in
 * `apply-event.ts`.
 */

export type LiveEventType = ServerEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<ServerEvent, { type: T }>;

/** What a feature's session part sees of the live session. */
export interface LiveSessionApi {
  client: QueryClient;
  userId: string;
  connection: LiveConnection;
}

/** A value offered to the React tree under a key (see `useLiveValue`). */
export interface LiveProvided {
  key: LiveKey<unknown>;
  value: unknown;
}

export function liveProvide<T>(key: LiveKey<T>, value: T): LiveProvided {
  return { key, value };
}

/** What a feature runs for as long as the signed-in user's live session lasts. */
export interface LiveFeatureSession {
  /**
   * Sees each event as it arrives, before events are gathered into a burst. True takes the
   * event out of the burst (calls: they are not cached data and must not wait a frame).
   */
  onEvent?(event: ServerEvent): boolean | void;
  /** After every socket open, the first one too, before the cache is caught up. */
  onResync?(): void;
  /** The server closed the socket as unauthenticated; `reason` says why. */
  onUnauthorised?(reason: string): void;
  provides?: LiveProvided;
  stop?(): void;
}

/** One feature's registration. Every part is optional. */
export interface LiveFeature<T extends LiveEventType = LiveEventType> {
  /** The server event types its `fold` and `applyEvents` are given (and only those). */
  events?: readonly T[];
  /**
   * How one event changes the chat cache (users, conversations, messages), after the core's
   * own fold. Pure, like `applyEvent`: same list back when nothing changes.
   */
  fold?(cache: ChatCache, event: LiveEventOf<T>, ctx: ApplyContext): ChatCache;
  /** How a burst of its events changes the rest of the query cache (its own entries). */
  applyEvents?(client: QueryClient, events: readonly LiveEventOf<T>[], ctx: ApplyContext): void;
  /** After every socket open, once the chats are caught up: what it reads again. */
  refetch?(client: QueryClient, userId: string): Promise<unknown> | void;
  /** Starts what it keeps for the session (a reporter, a watcher); once per session. */
  start?(session: LiveSessionApi): LiveFeatureSession;
}

/** Types a feature's registration by the events it names (each handler sees only those). */
export function liveFeature<T extends LiveEventType>(feature: LiveFeature<T>): LiveFeature {
  return feature as unknown as LiveFeature;
}

type Fold = (cache: ChatCache, event: ServerEvent, ctx: ApplyContext) => ChatCache;

/** The registered features, indexed for dispatch. */
export class LiveRegistry {
  private readonly folds = new Map<LiveEventType, Fold[]>();
  private readonly bursts: {
    types: ReadonlySet<LiveEventType>;
    apply: NonNullable<LiveFeature['applyEvents']>;
  }[] = [];

  constructor(readonly features: readonly LiveFeature[]) {
    for (const feature of features) {
      const types = feature.events ?? [];
      const { fold, applyEvents } = feature;
      if (fold) for (const type of types) this.folds.set(type, [...this.foldsOf(type), fold]);
      if (applyEvents) this.bursts.push({ types: new Set(types), apply: applyEvents });
    }
  }

  private foldsOf(type: LiveEventType): readonly Fold[] {
    return this.folds.get(type) ?? [];
  }

  /** The core's {@link applyEvent}, then every fold registered for the event's type. Pure. */
  apply(cache: ChatCache, event: ServerEvent, ctx: ApplyContext): ApplyResult {
    const result = applyEvent(cache, event, ctx);
    let next = result.cache;
    for (const fold of this.foldsOf(event.type)) next = fold(next, event, ctx);
    return next === result.cache ? result : { ...result, cache: next };
  }

  /** Gives each feature the events of the burst it registered for, in registration order. */
  applyEvents(client: QueryClient, events: readonly ServerEvent[], ctx: ApplyContext): void {
    for (const { types, apply } of this.bursts) {
      const own = events.filter((e) => types.has(e.type));
      if (own.length > 0) apply(client, own, ctx);
    }
  }

  /** Every feature's reads after a socket open. */
  refetch(client: QueryClient, userId: string): Promise<unknown>[] {
    return this.features.flatMap((f) =>
      f.refetch ? [Promise.resolve(f.refetch(client, userId))] : [],
    );
  }

  /** Starts every feature's session part. */
  start(session: LiveSessionApi): LiveFeatureSession[] {
    return this.features.flatMap((f) => (f.start ? [f.start(session)] : []));
  }
}

let registered = new LiveRegistry([]);

/**
 * The features the live session dispatches to (`live-session.ts` registers them when it
 * starts). Until then none: only the core folds what features apply on their own.
 */
export function liveRegistry(): LiveRegistry {
  return registered;
}

export function liveFeaturesRegister(features: readonly LiveFeature[]): LiveRegistry {
  if (registered.features !== features) registered = new LiveRegistry(features);
  return registered;
}
