import { describe, expect, it } from 'vitest';
import type { AddressKind, AddressRefusal } from './address-policy';
import { addressPublic, addressRefusal, addressVerdict } from './address-policy';
import { ipv6Bytes } from './ip-bytes';
import { urlChecked, urlHost } from './url-check';

/** Every class of address the fetcher refuses, with what it must be called. */
const REFUSED: [string, AddressKind, AddressRefusal['via']?][] = [
  ['10.0.0.5', 'private'],
  ['172.16.0.0', 'private'],
  ['172.20.1.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['fc00::1', 'private'],
  ['fd12:3456::1', 'private'],
  ['fec0::1', 'private'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['::1', 'loopback'],
  ['169.254.169.254', 'cloud-metadata'],
  ['169.254.170.2', 'cloud-metadata'],
  ['100.100.100.200', 'cloud-metadata'],
  ['fd00:ec2::254', 'cloud-metadata'],
  ['169.254.1.1', 'link-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf::1', 'link-local'],
  ['100.64.0.1', 'shared-cgnat'],
  ['100.127.255.255', 'shared-cgnat'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['192.88.99.1', 'reserved'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['2001:2::1', 'benchmarking'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  ['::7f00:1', 'reserved'], // IPv4-compatible, deprecated
  ['::ffff:0:7f00:1', 'reserved'], // IPv4-translated
  ['64:ff9b:1::1', 'reserved'], // local-use NAT64
  ['100::1', 'reserved'], // discard-only
  ['2001::1', 'reserved'], // Teredo
  ['5f00::1', 'reserved'], // SRv6
  ['4000::1', 'reserved'], // outside global unicast
  ['::ffff:127.0.0.1', 'loopback', 'ipv4-mapped'],
  ['::ffff:7f00:1', 'loopback', 'ipv4-mapped'],
  ['::ffff:10.0.0.1', 'private', 'ipv4-mapped'],
  ['::ffff:169.254.169.254', 'cloud-metadata', 'ipv4-mapped'],
  ['64:ff9b::7f00:1', 'loopback', 'nat64'],
  ['64:ff9b::10.1.2.3', 'private', 'nat64'],
  ['2002:7f00:1::', 'loopback', '6to4'],
  ['2002:c0a8:101::1', 'private', '6to4'],
  ['2002:a9fe:a9fe::', 'cloud-metadata', '6to4'],
  // Only a URL parser makes these addresses; given raw, they are no address at all.
  ['127.1', 'not-an-address'],
  ['0x7f.1', 'not-an-address'],
  ['2130706433', 'not-an-address'],
  ['localhost', 'not-an-address'],
  ['', 'not-an-address'],
];

/** Public unicast, including the edges of the refused ranges and public IPv4 inside IPv6. */
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.15.255.255',
  '172.32.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '169.253.255.255',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2a00:1450:4001:81a::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1',
];

/** IPv4 written the ways a URL parser accepts, all of them loopback or unspecified. */
const ODD_LITERALS: [string, AddressKind, AddressRefusal['via']?][] = [
  ['http://2130706433/', 'loopback'],
  ['http://0177.0.0.1/', 'loopback'],
  ['http://0x7f.1/', 'loopback'],
  ['http://0x7f000001/', 'loopback'],
  ['http://017700000001/', 'loopback'],
  ['http://127.1/', 'loopback'],
  ['http://127.0.1/', 'loopback'],
  ['http://127.0.0.1./', 'loopback'],
  ['http://%31%32%37.0.0.1/', 'loopback'],
  ['http://１２７.０.０.１/', 'loopback'],
  ['http://0/', 'unspecified'],
  ['http://[::1]/', 'loopback'],
  ['http://[::ffff:127.0.0.1]/', 'loopback', 'ipv4-mapped'],
  ['http://[::ffff:7f00:1]/', 'loopback', 'ipv4-mapped'],
  ['http://[0:0:0:0:0:ffff:7f00:0001]/', 'loopback', 'ipv4-mapped'],
  ['http://169.254.43518/', 'cloud-metadata'],
  ['http://0xa9fea9fe/', 'cloud-metadata'],
];

describe('addressRefusal', () => {
  it.each(REFUSED)('should refuse %s as %s', (address, kind, via) => {
    const refusal = addressRefusal(address);
    expect(refusal?.kind).toBe(kind);
    expect(refusal?.via).toBe(via);
  });

  it.each(PUBLIC)('should allow public %s', (address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  it.each(ODD_LITERALS)('should refuse %s once parsed as a URL', (text, kind, via) => {
    const refusal = addressRefusal(urlHost(urlChecked(text)));
    expect(refusal?.kind).toBe(kind);
    expect(refusal?.via).toBe(via);
  });
});

describe('addressVerdict', () => {
  it('should refuse metadata addresses even under a policy that allows everything', () => {
    const everything = () => true;
    expect(addressVerdict('169.254.169.254', 80, everything)).toMatch(/cloud-metadata/);
    expect(addressVerdict('fd00:ec2::254', 80, everything)).toMatch(/cloud-metadata/);
    expect(addressVerdict('::ffff:169.254.169.254', 80, everything)).toMatch(/ipv4-mapped/);
    expect(addressVerdict('127.0.0.1', 80, everything)).toBeNull();
  });

  it('should name the range and port it refuses', () => {
    expect(addressVerdict('10.0.0.5', 80, addressPublic)).toBe('10.0.0.5 is private 10.0.0.0/8');
    const only = (address: string, port: number) => address === '8.8.8.8' && port === 443;
    expect(addressVerdict('8.8.8.8', 80, only)).toBe(
      '8.8.8.8 port 80 is not allowed by the policy',
    );
  });
});

describe('ipv6Bytes', () => {
  it('should expand every textual form to the same bytes', () => {
    const forms = [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:7f00:1',
      '::FFFF:7F00:0001',
    ];
    const expected = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1];
    for (const form of forms) expect(Array.from(ipv6Bytes(form)!)).toEqual(expected);
    expect(ipv6Bytes('::1::2')).toBeNull();
    expect(ipv6Bytes('127.0.0.1')).toBeNull();
  });
});
