import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import type { StepResult } from './lib/load';
import { Load } from './lib/load';
import { procCpuSeconds } from './lib/proc';
import type { FlooderData } from './lib/flooder';
import { percentile } from './lib/stats';
import type { Backends, TargetKind } from './targets';
import { targetStart } from './targets';

/** What the flooder counted in one flooded round. */
interface FloodCounts {
  sent: number;
  accepted: number;
  refused: number;
  connects: number;
  upgradesRefused: number;
}

export interface FloodResult {
  target: string;
  rate: number;
  /** The others' delivery in each round, without and with one person flooding, alternately. */
  quiet: StepResult[];
  flooded: StepResult[];
  /** Medians over the rounds. */
  quietP99Ms: number;
  floodedP99Ms: number;
  quietP50Ms: number;
  floodedP50Ms: number;
  quietServerUsPerMsg: number;
  floodedServerUsPerMsg: number;
  /** The flooder's frames sent, accepted (acked) and refused, and its connections, in all. */
  floodSent: number;
  floodAccepted: number;
  floodRefused: number;
  floodConnects: number;
  floodUpgradesRefused: number;
  /** The flooder's own CPU while the others were measured (%), at the lowest priority. */
  flooderCpuPct: number;
}

/**
 * One person flooding must not raise everyone else's p99 (issue 18): 1,000 clients send at
 * `rate` with the real per-person limits, in rounds that alternate quiet and flooded, client 1 (a
 * member of room 0 who otherwise only reads) flooding its room in the flooded ones and connecting
 * again each time it is cut off. Only the others' messages are timed; the medians of the rounds
 * are compared, since one round's p99 on this machine swings by a factor of two with no flood.
 *
 * The flooder is a process of its own at the lowest CPU priority: a real one is on someone else's
 * machine, and on this one (two cores, shared by the server, its database and the generator) its
 * own sending would otherwise take CPU from the server, which no remote sender can do. What it
 * costs the server is all that is measured.
 */
export async function benchFlood(
  kind: TargetKind,
  backends: Backends,
  rate: number,
  seconds: number,
  rounds: number,
): Promise<FloodResult> {
  const clients = 1_000;
  const perRoom = 10;
  const running = await targetStart(kind, clients, perRoom, backends, true, 1);
  const load = new Load(running.target, clients, perRoom);
  const quiet: StepResult[] = [];
  const flooded: StepResult[] = [];
  const total: FloodCounts = { sent: 0, accepted: 0, refused: 0, connects: 0, upgradesRefused: 0 };
  let flooderCpuSeconds = 0;
  let floodedSeconds = 0;
  try {
    await load.connect();
    const data: FlooderData = running.target.identity!(1);
    for (let round = 0; round < rounds; round++) {
      quiet.push(await load.measure(rate, seconds, 2));
      const flooder = await flooderStart(data);
      const cpu0 = procCpuSeconds(flooder.pid);
      const t0 = performance.now();
      flooded.push(await load.measure(rate, seconds, 2));
      flooderCpuSeconds += procCpuSeconds(flooder.pid) - cpu0;
      floodedSeconds += (performance.now() - t0) / 1000;
      const counts = await flooder.stop();
      for (const key of Object.keys(total) as (keyof FloodCounts)[]) total[key] += counts[key];
      // Whatever the flooder left in the server's buffers is read and refused before the next
      // quiet round.
      await new Promise((r) => setTimeout(r, 2_000));
    }
    const median = (steps: StepResult[], pick: (s: StepResult) => number) =>
      percentile(
        steps.map(pick).sort((a, b) => a - b),
        50,
      );
    return {
      target: running.target.name,
      rate,
      quiet,
      flooded,
      quietP99Ms: median(quiet, (s) => s.p99Ms),
      floodedP99Ms: median(flooded, (s) => s.p99Ms),
      quietP50Ms: median(quiet, (s) => s.p50Ms),
      floodedP50Ms: median(flooded, (s) => s.p50Ms),
      quietServerUsPerMsg: median(quiet, (s) => s.serverCpuUsPerMsg),
      floodedServerUsPerMsg: median(flooded, (s) => s.serverCpuUsPerMsg),
      floodSent: total.sent,
      floodAccepted: total.accepted,
      floodRefused: total.refused,
      floodConnects: total.connects,
      floodUpgradesRefused: total.upgradesRefused,
      flooderCpuPct: Math.round((flooderCpuSeconds / floodedSeconds) * 100),
    };
  } finally {
    load.close();
    await running.close();
  }
}

/** The flooder's process (lib/flooder.ts), started and sending; `stop` answers its counts. */
async function flooderStart(
  data: FlooderData,
): Promise<{ pid: number; stop: () => Promise<FloodCounts> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/flooder.ts'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, FLOODER_DATA: JSON.stringify(data) },
  });
  setPriority(child.pid!, 19);
  await new Promise((resolve) => child.once('message', resolve));
  return {
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const counts = await new Promise<FloodCounts>((resolve) => {
        child.once('message', (m) => resolve(m as FloodCounts));
        child.send('stop');
      });
      await exited;
      return counts;
    },
  };
}
