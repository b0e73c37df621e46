import type { ReceiptReportEvent } from '../../../protocol';

/**
 * How long reports are gathered before they go: a burst of arriving messages (a reconnect's
 * catch-up, a fast conversation) is one frame and one database write, not one per message.
 */
export const RECEIPT_BATCH_MS = 300;

interface Positions {
  delivered: number;
  read: number;
}

/**
 * Tells the server how far this device got in each conversation (issue 11 'Read receipts'),
 * over the live connection: delivered when messages arrive (a push or a fetch), read when the
 * open chat shows them in a visible page. Reports only move forward; what was already said is
 * not said again; what could not be sent (socket closed) goes on the next `flush`, which the
 * live session calls when the socket opens.
 */
export class ReceiptReporter {
  private readonly pending = new Map<string, Positions>();
  private readonly sent = new Map<string, Positions>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** Sends one event; false when it could not (the socket is not open). */
    private readonly send: (event: ReceiptReportEvent) => boolean,
    private readonly batchMs = RECEIPT_BATCH_MS,
  ) {}

  /** Messages up to `seq` reached this device. */
  delivered(conversationId: string, seq: number): void {
    this.note(conversationId, seq, 0);
  }

  /** Messages up to `seq` were shown to the reader. */
  read(conversationId: string, seq: number): void {
    this.note(conversationId, seq, seq);
  }

  /** Sends everything gathered now (also what failed before). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (const [conversationId, p] of [...this.pending]) {
      const event: ReceiptReportEvent = { type: 'receipt', conversationId };
      if (p.delivered > 0) event.deliveredSeq = p.delivered;
      if (p.read > 0) event.readSeq = p.read;
      if (!this.send(event)) return;
      this.pending.delete(conversationId);
      this.sent.set(conversationId, p);
    }
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private note(conversationId: string, delivered: number, read: number): void {
    const said = this.sent.get(conversationId) ?? { delivered: 0, read: 0 };
    const held = this.pending.get(conversationId) ?? said;
    const next = {
      delivered: Math.max(held.delivered, delivered, read),
      read: Math.max(held.read, read),
    };
    if (next.delivered <= said.delivered && next.read <= said.read) return;
    this.pending.set(conversationId, next);
    this.timer ??= setTimeout(() => this.flush(), this.batchMs);
  }
}
