import { EventEmitter } from 'node:events';

/** An event on its way to the sockets of some users, already serialised. */
export interface Envelope {
  to: readonly string[];
  data: string;
}

/** A word from one instance to all of them (itself included), not meant for any socket. */
export type ControlMessage =
  | { type: 'session_ended'; idHash: string; removed?: boolean }
  | { type: 'members_changed'; conversationId: string };

/** Carries envelopes, and control messages, to every server instance (including this one). */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(envelope: Envelope): Promise<void>;
  subscribe(handler: (envelope: Envelope) => void): void;
  publishControl(message: ControlMessage): Promise<void>;
  subscribeControl(handler: (message: ControlMessage) => void): void;
  close(): Promise<void>;
}

/** One process: delivery is a function call. */
export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(envelope) {
      emitter.emit('envelope', envelope);
    },
    subscribe(handler) {
      emitter.on('envelope', handler);
    },
    async publishControl(message) {
      emitter.emit('control', message);
    },
    subscribeControl(handler) {
      emitter.on('control', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Wire form: recipient ids joined by commas, a newline, then the event's JSON. The event is not
 * parsed again on the receiving side; it goes to the sockets as it came.
 */
export function envelopeEncode(envelope: Envelope): string {
  return `${envelope.to.join(',')}\n${envelope.data}`;
}

export function envelopeDecode(wire: string): Envelope | null {
  const nl = wire.indexOf('\n');
  if (nl < 0) return null;
  const head = wire.slice(0, nl);
  return { to: head ? head.split(',') : [], data: wire.slice(nl + 1) };
}
