import type { Message, ServerEvent } from '../../protocol';
import { MESSAGE_PAGE_MAX } from '../../protocol';
import { LiveClient } from '../testing/live-client';

/** A send the test made; `tries` counts how often it went out with its clientId. */
export interface Send {
  conversationId: string;
  content: string;
  tries: number;
  /** When it last went out, and when its first ack came back (ms since the epoch). */
  sentAt?: number;
  ackedAt?: number;
  ack?: Message;
}

/**
 * One person in a fault test, modelled like the web client: a live connection, the messages it
 * holds per conversation (from pushes and from resyncs, merged by seq), and its own sends by
 * clientId, each retried with the same clientId until acknowledged.
 */
export class Member {
  client: LiveClient | undefined;
  /** conversationId -> seq -> message. */
  readonly view = new Map<string, Map<number, Message>>();
  readonly sends = new Map<string, Send>();
  /** Anything that must never happen: two messages at one seq, a refused send. */
  readonly problems: string[] = [];
  private sent = 0;

  constructor(
    readonly userId: string,
    readonly cookie: string,
    readonly conversations: string[],
  ) {}

  get connected(): boolean {
    const socket = this.client?.socket;
    return socket !== undefined && socket.readyState === socket.OPEN;
  }

  /** Opens the live connection on this instance and starts folding what it pushes. */
  async connect(baseUrl: string): Promise<void> {
    const client = await LiveClient.open(baseUrl, this.cookie);
    client.socket.on('message', (raw) => this.onEvent(JSON.parse(raw.toString()) as ServerEvent));
    this.client = client;
  }

  private onEvent(event: ServerEvent): void {
    if (event.type === 'message') this.hold(event.message);
    if (event.type === 'ack' && event.clientId) {
      const send = this.sends.get(event.clientId);
      if (send && !send.ack) {
        send.ack = event.message;
        send.ackedAt = Date.now();
      }
      this.hold(event.message);
    }
    if (event.type === 'error') this.problems.push(`${this.userId} got error ${event.error}`);
  }

  /** Merges one message; a different message at a seq already held is a problem. */
  hold(m: Message): void {
    let byseq = this.view.get(m.conversationId);
    if (!byseq) this.view.set(m.conversationId, (byseq = new Map()));
    const held = byseq.get(m.seq);
    if (held && held.id !== m.id)
      this.problems.push(`${this.userId}: two messages at seq ${m.seq}`);
    byseq.set(m.seq, m);
  }

  /** Highest seq up to which this member holds every message (what a resync starts after). */
  contiguous(conversationId: string): number {
    const byseq = this.view.get(conversationId);
    let n = 0;
    while (byseq?.has(n + 1)) n++;
    return n;
  }

  /** Sends a new message to the next of its conversations, with a fresh clientId. */
  sendNext(conversations = this.conversations): void {
    const n = ++this.sent;
    const clientId = `${this.userId}-${n}`;
    const conversationId = conversations[n % conversations.length]!;
    this.sends.set(clientId, { conversationId, content: `${this.userId} #${n}`, tries: 0 });
    this.send(clientId);
  }

  /** Sends again, with the same clientId, everything not acknowledged yet. */
  retryUnacked(): number {
    let n = 0;
    for (const [clientId, s] of this.sends) {
      if (!s.ack) {
        this.send(clientId);
        n++;
      }
    }
    return n;
  }

  private send(clientId: string): void {
    const s = this.sends.get(clientId)!;
    s.tries++;
    s.sentAt = Date.now();
    this.client!.send({
      type: 'message',
      conversationId: s.conversationId,
      content: s.content,
      clientId,
    });
  }

  /** GET ...?afterSeq=N from the first hole on, page after page, as a reconnecting client does. */
  async resync(baseUrl: string): Promise<void> {
    for (const id of this.conversations) {
      for (let page = 0; page < 100; page++) {
        const url = `${baseUrl}/api/conversations/${id}/messages?afterSeq=${this.contiguous(id)}&limit=${MESSAGE_PAGE_MAX}`;
        const res = await fetch(url, { headers: { cookie: this.cookie } });
        if (res.status !== 200) throw new Error(`resync ${this.userId}: ${res.status}`);
        const got = (await res.json()) as Message[];
        for (const m of got) this.hold(m);
        if (got.length < MESSAGE_PAGE_MAX) break;
      }
    }
  }

  close(): void {
    this.client?.socket.terminate();
  }
}

/** A conversation's whole history as the server has it, read page by page. */
export async function history(
  baseUrl: string,
  cookie: string,
  conversationId: string,
): Promise<Message[]> {
  const all: Message[] = [];
  for (let page = 0; page < 100; page++) {
    const after = all.at(-1)?.seq ?? 0;
    const url = `${baseUrl}/api/conversations/${conversationId}/messages?afterSeq=${after}&limit=${MESSAGE_PAGE_MAX}`;
    const res = await fetch(url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`history: ${res.status}`);
    const got = (await res.json()) as Message[];
    all.push(...got);
    if (got.length < MESSAGE_PAGE_MAX) break;
  }
  return all;
}

/** Signs a demo person in on a server at `baseUrl`; the session cookie as a Cookie header. */
export async function login(baseUrl: string, userId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  if (res.status !== 200) throw new Error(`login ${userId}: ${res.status}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}
