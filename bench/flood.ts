import { workerStart } from '../src/server/worker-start';
import type { StepResult } from './lib/load';
import { Load } from './lib/load';
import type { FlooderData } from './lib/flooder';
import type { Backends, TargetKind } from './targets';
import { targetStart } from './targets';

export interface FloodResult {
  target: string;
  rate: number;
  /** The others' delivery, without and then with one person flooding. */
  quiet: StepResult;
  flooded: StepResult;
  /** The flooder's frames sent, accepted (acked) and refused, and its connections. */
  floodSent: number;
  floodAccepted: number;
  floodRefused: number;
  floodConnects: number;
  floodUpgradesRefused: number;
}

/**
 * One person flooding must not raise everyone else's p99 (issue 18): 1,000 clients send at
 * `rate` with the real per-person limits, measured once quietly and once while client 1 (a
 * member of room 0 who otherwise only reads) floods its room from a thread of its own, connecting
 * again each time it is cut off. Only the others' messages are timed.
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

    const data: FlooderData = running.target.identity!(1);
    const flooder = await workerStart(
      'flooder',
      new URL('./lib/flooder.ts', import.meta.url),
      data,
    );
    const flooded = await load.measure(rate, seconds, 2);
    const counts = await new Promise<Record<string, number>>((resolve) => {
      flooder.once('message', resolve);
      flooder.postMessage('stop');
    });
    await flooder.terminate();
    return {
      target: running.target.name,
      rate,
      quiet,
      flooded,
      floodSent: counts.sent!,
      floodAccepted: counts.accepted!,
      floodRefused: counts.refused!,
      floodConnects: counts.connects!,
      floodUpgradesRefused: counts.upgradesRefused!,
    };
  } finally {
    load.close();
    await running.close();
  }
}
