import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const HZ = 100;

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    // Gone between listing and reading.
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function procCpuSeconds(pid: number): number {
  const fields = statFields(pid);
  // utime and stime are fields 14 and 15 of the whole line (index 11 and 12 after the name).
  return fields ? (Number(fields[11]) + Number(fields[12])) / HZ : 0;
}

/**
 * A process's own CPU plus what its children that have exited and been waited for used
 * (cutime, cstime): PostgreSQL's backends and autovacuum workers come and go, and once the
 * postmaster has reaped one its time is in the postmaster's cutime/cstime.
 */
function cpuWithReapedChildren(pid: number): number {
  const f = statFields(pid);
  if (!f) return 0;
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / HZ;
}

/** Resident memory of a process in MB. */
export function procRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Proportional set size in MB (/proc/<pid>/smaps_rollup): each shared page is divided among the
 * processes that map it, so a sum over processes counts PostgreSQL's shared buffers, and the
 * code every backend maps, once.
 */
export function procPssMb(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Every process on the machine by parent, from /proc. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    const f = statFields(pid);
    if (!f) continue;
    const ppid = Number(f[1]);
    const list = children.get(ppid);
    if (list) list.push(pid);
    else children.set(ppid, [pid]);
  }
  return children;
}

/** The root and every process below it (children, their children...), alive now. */
export function processTree(root: number, children = childrenByParent()): number[] {
  const out: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    if (out.includes(pid) || !existsSync(`/proc/${pid}`)) continue;
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/**
 * The postmaster of a PostgreSQL data directory: the first line of its `postmaster.pid`, if that
 * process is alive. A postmaster started by `pg_ctl` or a system service is no child of the
 * server that uses it, so it is found here, not in the server's process tree.
 */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 0 && existsSync(`/proc/${pid}`) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a server costs, counted over every process it is made of: the trees below some root
 * pids (the Node process, or ejabberd's Erlang VM, with any child they start) and below
 * PostgreSQL postmasters (its backends, checkpointer, WAL writer...). Roots are asked for each
 * time, so a postmaster that starts after the server (the embedded engine writes its pid file
 * under DATA_DIR/postgres once it runs) is found when it appears.
 *
 * CPU is the sum over the processes alive now of their own time plus that of their children
 * already reaped: a backend that ran and exited between two readings is counted in its
 * postmaster's cutime/cstime, so nothing has to be sampled in between. A process that exits is
 * either still listed or in its parent's total, so a difference of two readings counts it once
 * (up to the moment of the reading itself).
 */
export class ProcessSet {
  constructor(
    /** Root pids: each with every process below it. */
    private readonly roots: () => Array<number | undefined>,
    /** A name per root, for the split of CPU by part ("node", "postgres"). */
    private readonly names: string[] = [],
  ) {}

  /** Every process of the set alive now, by root (a process under two roots counts once). */
  private byRoot(): number[][] {
    const children = childrenByParent();
    const seen = new Set<number>();
    return this.roots().map((root) => {
      if (root === undefined) return [];
      const tree = processTree(root, children).filter((pid) => !seen.has(pid));
      for (const pid of tree) seen.add(pid);
      return tree;
    });
  }

  /** Every process of the set, alive now. */
  pids(): number[] {
    return this.byRoot().flat();
  }

  cpuSeconds(): number {
    return this.pids().reduce((sum, pid) => sum + cpuWithReapedChildren(pid), 0);
  }

  /** CPU seconds so far per named part (roots without a name go under "other"). */
  cpuSecondsByPart(): Record<string, number> {
    const parts: Record<string, number> = {};
    this.byRoot().forEach((tree, i) => {
      // A part that is not there (no Redis, no postmaster yet) is left out, not shown as 0.
      if (tree.length === 0) return;
      const name = this.names[i] ?? 'other';
      const cpu = tree.reduce((sum, pid) => sum + cpuWithReapedChildren(pid), 0);
      parts[name] = (parts[name] ?? 0) + cpu;
    });
    return parts;
  }

  rssMb(): number {
    return this.pids().reduce((sum, pid) => sum + procRssMb(pid), 0);
  }

  pssMb(): number {
    return this.pids().reduce((sum, pid) => sum + procPssMb(pid), 0);
  }
}
