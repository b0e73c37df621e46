import type { Call, Message } from '../../protocol';

/**
 * Something just told to the members' open sockets that someone without one may want to hear of
 * (Web Push): a new message, or a call ringing. `members` are the conversation's members, the
 * sender or caller among them.
 */
export type Delivery =
  | { kind: 'message'; message: Message; members: readonly string[] }
  | { kind: 'call'; call: Call; members: readonly string[] };

export type DeliveryListener = (delivery: Delivery) => void;

/**
 * Where the send path and the calls say what they delivered, and where features that act on it
 * (push) listen: the send path knows no listener. `emit` runs each listener synchronously and
 * must stay cheap (the send path is the hot path): a listener queues its work and returns.
 */
export class Deliveries {
  readonly #listeners: DeliveryListener[] = [];

  constructor(private readonly onError: (err: unknown) => void) {}

  on(listener: DeliveryListener): void {
    this.#listeners.push(listener);
  }

  /** Tells every listener; one that throws is logged and never fails what was delivered. */
  emit(delivery: Delivery): void {
    for (const listener of this.#listeners) {
      try {
        listener(delivery);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}
