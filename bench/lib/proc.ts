import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function procCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line; clock ticks are 100 per second on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process in MB. */
export function procRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
