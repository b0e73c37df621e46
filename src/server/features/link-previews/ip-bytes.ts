import { isIPv4, isIPv6 } from 'node:net';

/** The four bytes of a dotted-decimal IPv4 address; null for anything else (`127.1` included). */
export function ipv4Bytes(text: string): Uint8Array | null {
  if (!isIPv4(text)) return null;
  return Uint8Array.from(text.split('.'), Number);
}

/**
 * The sixteen bytes of an IPv6 address in any textual form (`::`, a dotted IPv4 tail, a zone
 * `%eth0`, which is dropped); null for anything else. `node:net` validates, so the expansion below
 * only ever sees well-formed text.
 */
export function ipv6Bytes(text: string): Uint8Array | null {
  const bare = text.split('%', 1)[0]!;
  if (!isIPv6(bare)) return null;
  let hex = bare;
  const tailAt = bare.lastIndexOf(':') + 1;
  const tail = ipv4Bytes(bare.slice(tailAt));
  if (tail) {
    const high = ((tail[0]! << 8) | tail[1]!).toString(16);
    const low = ((tail[2]! << 8) | tail[3]!).toString(16);
    hex = `${bare.slice(0, tailAt)}${high}:${low}`;
  }
  const [left, right] = hex.split('::');
  const head = left ? left.split(':') : [];
  const rest = right ? right.split(':') : [];
  const groups =
    right === undefined
      ? head
      : [...head, ...Array<string>(8 - head.length - rest.length).fill('0'), ...rest];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    const value = parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/** Whether the first `bits` bits of `bytes` equal those of `prefix`. */
export function prefixMatches(bytes: Uint8Array, prefix: Uint8Array, bits: number): boolean {
  const whole = bits >> 3;
  for (let i = 0; i < whole; i++) if (bytes[i] !== prefix[i]) return false;
  const spare = bits & 7;
  if (spare === 0) return true;
  const mask = (0xff << (8 - spare)) & 0xff;
  return (bytes[whole]! & mask) === (prefix[whole]! & mask);
}

/** Dotted-decimal text of four bytes. */
export const ipv4Text = (bytes: Uint8Array) => Array.from(bytes).join('.');
