import { performance } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { BENCH_SENTENCES } from './sentences';
import type { MeasuredServer } from './server-process';
import { percentile, round } from './stats';

/** How a load generator talks to one kind of server. */
export interface Target {
  name: string;
  servers: MeasuredServer[];
  /** Opens client i's socket (which server, which credentials). */
  open(i: number): WebSocket;
  /** Sent once a socket is open, before it counts as connected (e.g. a join); null for none. */
  hello?(i: number): string | null;
  /**
   * Instead of `hello`: a whole exchange once the socket is open (XMPP's stream, SASL, bind and
   * room join), resolved when the client is in its room.
   */
  handshake?(i: number, ws: WebSocket): Promise<void>;
  /**
   * What comes right before a message's stamp in a delivered frame, ending in a quote and `m-`
   * (default `"clientId":"m-`, Allo's and the bare server's JSON); the stamp runs to the next
   * such quote.
   */
  stampKey?: string;
  /** What the receipts column says when `receipt` is absent (e.g. "none: XMPP MUC"). */
  /** The frame client i sends to its conversation; the clientId carries the stamp. */
  frame(i: number, content: string, clientId: string): string;
  /**
   * The read receipt client i sends for its conversation once it holds messages up to `seq`
   * (issue 11), as the web client does with the chat open; absent for servers without receipts.
   */
  receipt?(i: number, seq: number): string;
  /** Client i's socket address, session and room, for a second connection of the same person. */
  identity?(i: number): { url: string; cookie: string; roomId: string };
}

/**
 * A client gathers receipts this long before reporting, like the web client's ReceiptReporter
 * (RECEIPT_BATCH_MS, src/web/features/receipts/receipt-reporter.ts).
 */
const RECEIPT_BATCH_MS = 300;
const SEQ_KEY = '"seq":';

export interface StepResult {
  targetRate: number;
  sent: number;
  msgsPerSec: number;
  deliveriesPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  lost: number;
  serverCpuPct: number;
  /** Server CPU (every thread of every server process) per message sent, µs. */
  serverCpuUsPerMsg: number;
  /** The same by part of the server: "node" and "postgres" (its postmaster and children). */
  serverCpuUsPerMsgByPart: Record<string, number>;
  serverRssMb: number;
  /** PSS summed over every process of the server(s): shared pages counted once. */
  serverPssMb: number;
  /** How many processes that was (Node, PostgreSQL's postmaster and children, Erlang...). */
  serverProcesses: number;
  generatorCpuPct: number;
}

/** The sender loop wakes this often and sends what the target rate owes since the start. */
const TICK_MS = 2;
/** After the last send, time for stragglers before losses are counted. */
const DRAIN_MS = 1_500;
/**
 * Every message's clientId is its stamp, `m-<step>-<sender>-<sent at, µs>-<n>`: the content is a
 * real sentence, as people write, and the clientId comes back with the message.
 */
const STAMP_KEY = '"clientId":"m-';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * C clients in rooms of `perRoom`; the first member of each room sends. Every message carries the
 * step it belongs to, its sender and its send time, so each delivery's latency is measured on one
 * clock (generator and receivers share this process) and late arrivals of an earlier step are
 * not counted twice.
 */
export class Load {
  private readonly sockets: WebSocket[] = [];
  private step = 0;
  private received = new Map<number, number>();
  private latencies: number[] = [];
  private sentTotal = 0;
  /** Per client: the highest seq received, and the highest reported. */
  private readonly heldSeq: number[] = [];
  private readonly reportedSeq: number[] = [];
  /** Per client: its report waiting to go, as the web client's timer. */
  private readonly receiptTimers: Array<ReturnType<typeof setTimeout> | undefined> = [];
  private readonly stampKey: string;

  constructor(
    private readonly target: Target,
    readonly clients: number,
    readonly perRoom: number,
  ) {
    this.stampKey = target.stampKey ?? STAMP_KEY;
  }

  async connect(batch = 100): Promise<void> {
    for (let i = 0; i < this.clients; i += batch) {
      const n = Math.min(batch, this.clients - i);
      await Promise.all(Array.from({ length: n }, (_, k) => this.connectOne(i + k)));
    }
  }

  /**
   * Like the web client's ReceiptReporter: the first message not yet reported starts a timer, and
   * when it fires the client says delivered and read up to what it holds then. Clients of one
   * room report together (they got the same message at once); rooms do not, as on real devices.
   */
  private receiptLater(i: number): void {
    if (this.receiptTimers[i] !== undefined) return;
    this.receiptTimers[i] = setTimeout(() => {
      this.receiptTimers[i] = undefined;
      const held = this.heldSeq[i] ?? 0;
      if (held <= (this.reportedSeq[i] ?? 0)) return;
      this.reportedSeq[i] = held;
      this.sockets[i]?.send(this.target.receipt!(i, held));
    }, RECEIPT_BATCH_MS);
  }

  private connectOne(i: number): Promise<void> {
    const ws = this.target.open(i);
    this.sockets[i] = ws;
    ws.on('message', (raw: Buffer) => this.onFrame(i, raw.toString()));
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => {
        if (this.target.handshake) return void this.target.handshake(i, ws).then(resolve, reject);
        const hello = this.target.hello?.(i) ?? null;
        if (!hello) return resolve();
        ws.send(hello);
        // The first answer to the hello (joined, or an error) means the client is set up.
        ws.once('message', () => resolve());
      });
    });
  }

  private onFrame(i: number, text: string): void {
    const at = text.indexOf(this.stampKey);
    if (at < 0) return;
    const start = at + this.stampKey.length;
    // The stamp ends at the quote that opened it (`"` in JSON, `'` in ejabberd's XML).
    const end = text.indexOf(this.stampKey.at(-3)!, start);
    const [step, sender, stamp] = text.slice(start, end).split('-');
    if (Number(sender) === i) return;
    if (this.target.receipt) {
      const s = text.indexOf(SEQ_KEY);
      const seq = s < 0 ? 0 : parseInt(text.slice(s + SEQ_KEY.length, s + SEQ_KEY.length + 12), 10);
      if (seq > (this.heldSeq[i] ?? 0)) {
        this.heldSeq[i] = seq;
        this.receiptLater(i);
      }
    }
    const s = Number(step);
    this.received.set(s, (this.received.get(s) ?? 0) + 1);
    if (s === this.step) this.latencies.push(performance.now() - Number(stamp) / 1000);
  }

  private async sendFor(rate: number, ms: number, step: number): Promise<number> {
    const senders = Math.ceil(this.clients / this.perRoom);
    const start = performance.now();
    let sent = 0;
    while (performance.now() - start < ms) {
      const owed = Math.floor(((performance.now() - start) / 1000) * rate) - sent;
      for (let k = 0; k < owed; k++) {
        const n = this.sentTotal++;
        const i = (n % senders) * this.perRoom;
        const content = BENCH_SENTENCES[n % BENCH_SENTENCES.length]!;
        const stamp = `m-${step}-${i}-${Math.round(performance.now() * 1000)}-${n}`;
        this.sockets[i]!.send(this.target.frame(i, content, stamp));
      }
      sent += Math.max(0, owed);
      await sleep(TICK_MS);
    }
    return sent;
  }

  /** CPU seconds so far of all the target's servers, by part. */
  private cpuByPart(): Record<string, number> {
    const parts: Record<string, number> = {};
    for (const server of this.target.servers) {
      for (const [part, s] of Object.entries(server.cpuSecondsByPart())) {
        parts[part] = (parts[part] ?? 0) + s;
      }
    }
    return parts;
  }

  /** A warm-up at the rate (not counted), then `seconds` measured, then a drain. */
  async measure(rate: number, seconds: number, warmupSeconds = 1): Promise<StepResult> {
    this.step++;
    const warm = this.step;
    await this.sendFor(rate, warmupSeconds * 1000, warm);
    this.step++;
    const step = this.step;
    this.latencies = [];
    const parts0 = this.cpuByPart();
    const cpu0 = this.target.servers.reduce((a, s) => a + s.cpuSeconds(), 0);
    const gen0 = process.cpuUsage();
    const t0 = performance.now();
    const sent = await this.sendFor(rate, seconds * 1000, step);
    const elapsed = (performance.now() - t0) / 1000;
    const cpu1 = this.target.servers.reduce((a, s) => a + s.cpuSeconds(), 0);
    const parts1 = this.cpuByPart();
    const gen = process.cpuUsage(gen0);
    await sleep(DRAIN_MS);
    const received = this.received.get(step) ?? 0;
    const lat = this.latencies.sort((a, b) => a - b);
    return {
      targetRate: rate,
      sent,
      msgsPerSec: round(sent / elapsed, 0),
      deliveriesPerSec: round(received / elapsed, 0),
      p50Ms: round(percentile(lat, 50)),
      p95Ms: round(percentile(lat, 95)),
      p99Ms: round(percentile(lat, 99)),
      maxMs: round(lat[lat.length - 1] ?? NaN),
      lost: sent * (this.perRoom - 1) - received,
      serverCpuPct: round(((cpu1 - cpu0) / elapsed) * 100, 0),
      serverCpuUsPerMsg: round(((cpu1 - cpu0) / Math.max(1, sent)) * 1e6, 0),
      serverCpuUsPerMsgByPart: Object.fromEntries(
        Object.entries(parts1).map(([part, s1]) => [
          part,
          round(((s1 - (parts0[part] ?? 0)) / Math.max(1, sent)) * 1e6, 0),
        ]),
      ),
      serverRssMb: round(
        this.target.servers.reduce((a, s) => a + s.rssMb(), 0),
        0,
      ),
      serverPssMb: round(
        this.target.servers.reduce((a, s) => a + s.pssMb(), 0),
        0,
      ),
      serverProcesses: this.target.servers.reduce((a, s) => a + s.processCount(), 0),
      generatorCpuPct: round(((gen.user + gen.system) / 1e6 / elapsed) * 100, 0),
    };
  }

  /**
   * The highest rate whose delivery p99 stays under `p99LimitMs` with nothing lost: rates grow
   * by half until one fails, then the gap is halved a few times. Short steps; the figure is an
   * estimate within the last gap.
   */
  async search(opts: {
    from: number;
    max: number;
    seconds: number;
    p99LimitMs: number;
  }): Promise<{ best: StepResult | null; steps: StepResult[] }> {
    const steps: StepResult[] = [];
    const passes = (r: StepResult) => r.p99Ms < opts.p99LimitMs && r.lost === 0;
    // One slow moment (a GC pause, the machine's other work) can push one short step's p99 over
    // the line: a rate fails only when a second try fails too.
    const probe = async (rate: number): Promise<StepResult> => {
      const first = await this.measure(rate, opts.seconds);
      steps.push(first);
      if (passes(first)) return first;
      await sleep(1_000);
      const second = await this.measure(rate, opts.seconds);
      steps.push(second);
      return second;
    };
    let good: StepResult | null = null;
    let bad: number | null = null;
    let rate = opts.from;
    while (rate <= opts.max) {
      const r = await probe(rate);
      if (!passes(r)) {
        bad = rate;
        break;
      }
      good = r;
      rate = Math.round(rate * 1.5);
      // Let queues empty so one step's backlog is not the next one's latency.
      await sleep(500);
    }
    for (let i = 0; i < 3 && bad !== null; i++) {
      const low = good?.targetRate ?? 0;
      const mid = Math.round((low + bad) / 2);
      if (bad - low < opts.from / 4) break;
      await sleep(1_000);
      const r = await probe(mid);
      if (passes(r)) good = r;
      else bad = mid;
    }
    return { best: good, steps };
  }

  close(): void {
    for (const t of this.receiptTimers) if (t !== undefined) clearTimeout(t);
    for (const ws of this.sockets) ws?.terminate();
  }
}
