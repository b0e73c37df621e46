import { performance } from 'node:perf_hooks';
import type { StepResult } from './lib/load';
import { Load } from './lib/load';
import type { Backends, TargetKind } from './targets';
import { targetStart } from './targets';

export interface FloodResult {
  target: string;
  rate: number;
  /** The others' delivery, without and then with one person flooding. */
  quiet: StepResult;
  flooded: StepResult;
  /** The flooder's frames: sent, accepted (acked) and refused (rate limited). */
  floodSent: number;
  floodAccepted: number;
  floodRefused: number;
}

/** How fast the flooder sends: as fast as one socket is let, in bursts every tick. */
const FLOOD_PER_TICK = 20;
const FLOOD_TICK_MS = 2;

/**
 * One person flooding must not raise everyone else's p99 (issue 18): 1,000 clients send at
 * `rate` with the real per-person limits, measured once quietly and once while client 1 (a
 * member of room 0 who otherwise only reads) sends messages to its room as fast as its socket
 * takes them. Only the others' messages are timed.
 */
export async function benchFlood(
  kind: TargetKind,
  backends: Backends,
  rate: number,
  seconds: number,
): Promise<FloodResult> {
  const clients = 1_000;
  const perRoom = 10;
  const running = await targetStart(kind, clients, perRoom, backends, true, 1);
  const load = new Load(running.target, clients, perRoom);
  try {
    await load.connect();
    const quiet = await load.measure(rate, seconds, 2);
    await new Promise((r) => setTimeout(r, 1_000));

    const flooder = running.target.open(1);
    let sent = 0;
    let accepted = 0;
    let refused = 0;
    flooder.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if (text.startsWith('{"type":"ack"')) accepted++;
      else if (text.includes('"code":"rateLimited"')) refused++;
    });
    await new Promise((resolve) => flooder.once('open', resolve));
    let flooding = true;
    const flood = (async () => {
      while (flooding) {
        // A socket's own buffer is the only brake a flooder has: it sends what it can.
        if (flooder.bufferedAmount < 1 << 20) {
          for (let k = 0; k < FLOOD_PER_TICK; k++) {
            const clientId = `f-${sent++}-${Math.round(performance.now())}`;
            flooder.send(running.target.frame(1, 'flood', clientId));
          }
        }
        await new Promise((r) => setTimeout(r, FLOOD_TICK_MS));
      }
    })();
    const flooded = await load.measure(rate, seconds, 2);
    flooding = false;
    await flood;
    flooder.terminate();
    return {
      target: running.target.name,
      rate,
      quiet,
      flooded,
      floodSent: sent,
      floodAccepted: accepted,
      floodRefused: refused,
    };
  } finally {
    load.close();
    await running.close();
  }
}
