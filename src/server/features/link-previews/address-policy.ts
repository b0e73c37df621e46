import { ipv4Bytes, ipv4Text, ipv6Bytes, prefixMatches } from './ip-bytes';

/** The kinds of address the fetcher never connects to. */
export type AddressKind =
  | 'cloud-metadata'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared-cgnat'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'benchmarking'
  | 'documentation'
  | 'not-an-address';

/** Why an address is refused: its kind, the range that holds it, and the IPv6 form it hid in. */
export interface AddressRefusal {
  kind: AddressKind;
  range: string;
  /** The IPv6 wrapper around a refused IPv4 address. */
  via?: 'ipv4-mapped' | 'nat64' | '6to4';
}

/**
 * Whether the fetcher may connect to `address` on `port`. The default is {@link addressPublic};
 * tests pass one that also lets exactly their local server through.
 */
export type AddressAllowed = (address: string, port: number) => boolean;

interface Range {
  prefix: Uint8Array;
  bits: number;
  kind: AddressKind;
  range: string;
}

/** A CIDR's prefix bytes and length. */
function prefixOf(cidr: string): { prefix: Uint8Array; bits: number } {
  const [text, bits] = cidr.split('/') as [string, string];
  const prefix = ipv4Bytes(text) ?? ipv6Bytes(text);
  if (!prefix) throw new Error(`Bad range ${cidr}`);
  return { prefix, bits: Number(bits) };
}

function range(cidr: string, kind: AddressKind, note?: string): Range {
  return { ...prefixOf(cidr), kind, range: note ? `${cidr} ${note}` : cidr };
}

/**
 * The instance metadata services of cloud hosts, which hand out credentials to whoever asks from
 * inside the machine: the classic SSRF prize. They sit inside ranges refused anyway (link-local,
 * CGNAT, unique local); they are named so that a log says what was tried, and refused even when a
 * test policy lets other addresses through.
 */
const METADATA: Range[] = [
  range('169.254.169.254/32', 'cloud-metadata', '(AWS, GCP, Azure, OCI, DigitalOcean)'),
  range('169.254.170.2/32', 'cloud-metadata', '(AWS ECS task credentials)'),
  range('100.100.100.200/32', 'cloud-metadata', '(Alibaba Cloud)'),
  range('fd00:ec2::254/128', 'cloud-metadata', '(AWS, over IPv6)'),
];

/**
 * IPv4 space that is not public unicast (IANA's special-purpose registry, RFC 6890 and its
 * updates). First match wins, so the narrow ranges come before those holding them.
 */
const V4_REFUSED: Range[] = [
  ...METADATA.filter((r) => r.prefix.length === 4),
  range('255.255.255.255/32', 'broadcast'),
  range('0.0.0.0/8', 'unspecified', '("this network"; 0.0.0.0 reaches the local host)'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'shared-cgnat'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'reserved', '(IETF protocol assignments)'),
  range('192.0.2.0/24', 'documentation'),
  range('192.88.99.0/24', 'reserved', '(6to4 relay anycast, deprecated)'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
];

/** IPv6 forms that carry an IPv4 address, which is checked as IPv4: where it would really go. */
const V6_WRAPPERS = [
  { ...prefixOf('::ffff:0:0/96'), via: 'ipv4-mapped', at: 12 },
  { ...prefixOf('64:ff9b::/96'), via: 'nat64', at: 12 },
  { ...prefixOf('2002::/16'), via: '6to4', at: 2 },
] as const;

/** IPv6 space that is not public unicast; checked after the wrappers. First match wins. */
const V6_REFUSED: Range[] = [
  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('::/96', 'reserved', '(IPv4-compatible, deprecated: ::7f00:1 is 127.0.0.1)'),
  range('::ffff:0:0:0/96', 'reserved', '(IPv4-translated)'),
  range('64:ff9b:1::/48', 'reserved', '(local-use NAT64)'),
  range('100::/64', 'reserved', '(discard-only)'),
  range('2001:2::/48', 'benchmarking'),
  range('2001:db8::/32', 'documentation'),
  range('2001::/23', 'reserved', '(IETF protocol assignments, Teredo)'),
  range('3fff::/20', 'documentation'),
  range('5f00::/16', 'reserved', '(SRv6 segment identifiers)'),
  range('fc00::/7', 'private', '(unique local)'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'private', '(site-local, deprecated)'),
  range('ff00::/8', 'multicast'),
];

/** All public IPv6 unicast is allocated from here; anything outside it is refused. */
const V6_GLOBAL_UNICAST = prefixOf('2000::/3');

const matchOf = (bytes: Uint8Array, ranges: Range[]) =>
  ranges.find((r) => r.prefix.length === bytes.length && prefixMatches(bytes, r.prefix, r.bits));

const refusalOfRange = (r: Range): AddressRefusal => ({ kind: r.kind, range: r.range });

/**
 * Why the fetcher must not connect to `address` (an IP address as text, as DNS or a URL's host
 * gives it), or null when it is public unicast. Anything that does not parse as an IP address is
 * refused: `127.1` and `0x7f.1` are only addresses after a URL parser has made them dotted
 * decimal.
 */
export function addressRefusal(address: string): AddressRefusal | null {
  const v4 = ipv4Bytes(address);
  if (v4) {
    const hit = matchOf(v4, V4_REFUSED);
    return hit ? refusalOfRange(hit) : null;
  }
  const v6 = ipv6Bytes(address);
  if (!v6) return { kind: 'not-an-address', range: address };
  const metadata = matchOf(v6, METADATA);
  if (metadata) return refusalOfRange(metadata);
  for (const { prefix, bits, via, at } of V6_WRAPPERS) {
    if (!prefixMatches(v6, prefix, bits)) continue;
    const inner = addressRefusal(ipv4Text(v6.subarray(at, at + 4)));
    return inner && { ...inner, via };
  }
  const hit = matchOf(v6, V6_REFUSED);
  if (hit) return refusalOfRange(hit);
  if (!prefixMatches(v6, V6_GLOBAL_UNICAST.prefix, V6_GLOBAL_UNICAST.bits)) {
    return { kind: 'reserved', range: 'outside 2000::/3 (global unicast)' };
  }
  return null;
}

/** An address refusal as one line for the log. */
export function addressRefusalText(address: string, refusal: AddressRefusal): string {
  const via = refusal.via ? ` inside ${refusal.via}` : '';
  return `${address} is ${refusal.kind} ${refusal.range}${via}`;
}

/** The production policy: public unicast only, whatever the port. */
export const addressPublic: AddressAllowed = (address) => addressRefusal(address) === null;

/**
 * Why the fetcher may not connect to `address` on `port` under `allowed`, as a line for the log;
 * null when it may. Metadata services are refused whatever `allowed` says.
 */
export function addressVerdict(
  address: string,
  port: number,
  allowed: AddressAllowed,
): string | null {
  const refusal = addressRefusal(address);
  if (refusal?.kind === 'cloud-metadata') return addressRefusalText(address, refusal);
  if (allowed(address, port)) return null;
  return refusal
    ? addressRefusalText(address, refusal)
    : `${address} port ${port} is not allowed by the policy`;
}
