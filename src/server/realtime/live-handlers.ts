import type { ClientEvent, ServerEvent } from '../../protocol';

/** One live connection as a feature's handler sees it. */
export interface LiveConnection {
  userId: string;
  /** The conversation the client joined last, if any (spec core 7 `join`). */
  joined: string | null;
  send(event: ServerEvent): void;
  /** Tells the client why its event was refused; named by clientId when it has one. */
  sendError(err: unknown, clientId?: string): void;
}

type EventType = ClientEvent['type'];
type EventOf<T extends EventType> = Extract<ClientEvent, { type: T }>;
export type LiveHandler<T extends EventType> = (
  conn: LiveConnection,
  event: EventOf<T>,
) => Promise<void>;

/** A connection of `userId` stopped following `conversationId`. */
export type LeaveListener = (userId: string, conversationId: string) => Promise<void>;

/**
 * The live events features accept, each with its handler: features register theirs as they
 * register their routes, so the gateway (transport) imports no feature (ARCHITECTURE.md).
 */
export class LiveHandlers {
  // Keyed by type: each entry's handler takes that type's events (`on` is the only way in).
  private readonly handlers = new Map<EventType, unknown>();
  private readonly leaveListeners: LeaveListener[] = [];

  on<T extends EventType>(type: T, handler: LiveHandler<T>): void {
    if (this.handlers.has(type)) throw new Error(`a second handler for live '${type}' events`);
    this.handlers.set(type, handler);
  }

  /**
   * Hears that a connection stopped following a conversation: it left it, joined another, or
   * closed. Features that keep something only while a chat is open (burner reading windows)
   * register here; a failing listener is logged by the gateway and the others still run.
   */
  onLeave(listener: LeaveListener): void {
    this.leaveListeners.push(listener);
  }

  /** Every listener registered with {@link onLeave}. */
  leaveListenersOf(): readonly LeaveListener[] {
    return this.leaveListeners;
  }

  /** The handler of an event's type, or undefined when no feature takes it. */
  of<T extends EventType>(type: T): LiveHandler<T> | undefined {
    return this.handlers.get(type) as LiveHandler<T> | undefined;
  }
}
