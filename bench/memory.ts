import type { Backends, TargetKind } from './targets';
import { targetStart } from './targets';
import { Load } from './lib/load';
import { round } from './lib/stats';

export interface MemoryResult {
  target: string;
  connections: number;
  serverRssMb: number;
  kbPerConnection: number;
}

/** Time for the server to settle (sockets set up, allocator quiet) before RSS is read. */
const SETTLE_MS = 3_000;

/**
 * Server memory per idle connection: RSS of the Node process (not the database's) with no clients, then with each count of connected
 * (authenticated and joined, for Allo) clients that do nothing, each read after a full garbage
 * collection. Per connection = growth / count.
 */
export async function benchIdleMemory(
  kind: TargetKind,
  counts: number[],
  backends: Backends,
): Promise<MemoryResult[]> {
  const max = Math.max(...counts);
  const running = await targetStart(kind, max, 10, backends);
  const server = running.target.servers[0]!;
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  await server.collect();
  const base = server.mainRssMb();
  const results: MemoryResult[] = [];
  let load: Load | undefined;
  for (const n of counts) {
    load?.close();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    load = new Load(running.target, n, 10);
    await load.connect(200);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    // Setting up thousands of connections leaves garbage behind; what stays is what they cost.
    await server.collect();
    const rss = server.mainRssMb();
    results.push({
      target: running.target.name,
      connections: n,
      serverRssMb: round(rss, 0),
      kbPerConnection: round(((rss - base) * 1024) / n, 1),
    });
  }
  load?.close();
  await running.close();
  return results;
}
