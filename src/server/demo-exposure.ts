import { isIP } from 'node:net';
import type { Config } from './kernel/config';

/** True when `host` can be reached from this machine only. */
export function hostIsLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  // ::1, also written out in full, and IPv4 loopback mapped into IPv6.
  if (isIP(h) === 6) return /^(?:0*:)*:?0*1$/.test(h) || /^::ffff:127\./.test(h);
  return false;
}

/**
 * The warning to log when the demo defaults face a network: with SEED_DEMO on, the demo people
 * exist and (without REQUIRE_PASSWORDS) anyone who reaches the server can pick one. Null on
 * loopback, where only this machine's own user can; null when SEED_DEMO is off.
 */
export function demoExposureWarning(
  config: Pick<Config, 'host' | 'seedDemo' | 'requirePasswords'>,
): string | null {
  if (!config.seedDemo || hostIsLoopback(config.host)) return null;
  const where = `SEED_DEMO is on while listening on ${config.host}`;
  const advice = '(docs/deploy.md, "For a real deployment").';
  if (config.requirePasswords) {
    return `${where}: anyone who reaches this server sees the demo people. Set SEED_DEMO=0 ${advice}`;
  }
  return (
    `${where} and REQUIRE_PASSWORDS is off: anyone who reaches this server can sign in as a ` +
    `demo person without a password. Set SEED_DEMO=0 and REQUIRE_PASSWORDS=1 ${advice}`
  );
}
