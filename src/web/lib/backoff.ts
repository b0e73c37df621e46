/**
 * Delay before try `attempt` (0-based) after failures: `baseMs` doubling up to `maxMs`, plus up
 * to 25% jitter, so that a server coming back is not hit by every waiting client at the same
 * instant. The live connection's reconnects and the outbox's resends both wait this way.
 */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const base = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(base * (1 + 0.25 * random()));
}
