import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from './fixture';
import { allowLocalPort, htmlSend, localServerStart, lookupOf, redirectSend } from './fixture';
import type { PreviewLookup } from './hop';
import { previewFetch } from './preview';

/** A host name resolving to each refused class of address, and what the refusal calls it. */
const RESOLVED: [string, string][] = [
  ['10.0.0.5', 'private'],
  ['172.20.1.1', 'private'],
  ['192.168.1.1', 'private'],
  ['fc00::1', 'private'],
  ['127.0.0.1', 'loopback'],
  ['127.0.0.2', 'loopback'],
  ['::1', 'loopback'],
  ['169.254.169.254', 'cloud-metadata'],
  ['fd00:ec2::254', 'cloud-metadata'],
  ['169.254.1.1', 'link-local'],
  ['fe80::1', 'link-local'],
  ['100.64.0.1', 'shared-cgnat'],
  ['0.0.0.0', 'unspecified'],
  ['::', 'unspecified'],
  ['::ffff:127.0.0.1', 'loopback 127.0.0.0/8 inside ipv4-mapped'],
  ['::ffff:7f00:1', 'loopback 127.0.0.0/8 inside ipv4-mapped'],
  ['64:ff9b::7f00:1', 'loopback 127.0.0.0/8 inside nat64'],
  ['2002:7f00:1::', 'loopback 127.0.0.0/8 inside 6to4'],
  ['224.0.0.1', 'multicast'],
  ['ff02::1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['198.18.0.1', 'benchmarking'],
  ['192.0.2.1', 'documentation'],
  ['2001:db8::1', 'documentation'],
];

/** The loopback address written as URL parsers accept it; `PORT` is the hit counter's. */
const ODD_LITERALS = [
  'http://2130706433:PORT/',
  'http://0177.0.0.1:PORT/',
  'http://0x7f.1:PORT/',
  'http://0x7f000001:PORT/',
  'http://127.1:PORT/',
  'http://127.0.0.1.:PORT/',
  'http://%31%32%37.0.0.1:PORT/',
  'http://１２７.０.０.１:PORT/',
  'http://0:PORT/',
  'http://[::1]:PORT/',
  'http://[::ffff:127.0.0.1]:PORT/',
  'http://[::ffff:7f00:1]:PORT/',
  'http://[::]:PORT/',
];

describe('previewFetch: refused addresses', () => {
  /** Listens on every local address, v4 and v6: whatever reaches it was let through. */
  let hits: LocalServer;
  let page: LocalServer;

  beforeAll(async () => {
    hits = await localServerStart(
      { '/': (_, res) => htmlSend(res, '<title>reached</title>') },
      '::',
    );
    page = await localServerStart({
      '/': (_, res) => htmlSend(res, '<title>page</title>'),
      '/again': (_, res) => redirectSend(res, '/'),
    });
  });
  afterAll(async () => {
    await hits.close();
    await page.close();
  });

  it.each(RESOLVED)(
    'should refuse a host resolving to %s (%s) and never connect',
    async (address, kind) => {
      const lookup = lookupOf({ 'evil.test': [address] });
      const result = await previewFetch(`http://evil.test:${hits.port}/`, { lookup });
      expect(result).toEqual({ refused: 'address', detail: expect.stringContaining(kind) });
      expect(hits.connections).toBe(0);
    },
  );

  it.each(ODD_LITERALS)('should refuse the IP literal %s and never connect', async (template) => {
    const result = await previewFetch(template.replace('PORT', String(hits.port)));
    expect(result).toMatchObject({ refused: 'address' });
    expect(hits.connections).toBe(0);
  });

  it('should refuse localhost through the system resolver', async () => {
    const result = await previewFetch(`http://localhost:${hits.port}/`);
    expect(result).toEqual({ refused: 'address', detail: expect.stringContaining('loopback') });
    expect(hits.connections).toBe(0);
  });

  it('should refuse a host with one public and one private address, in either order', async () => {
    for (const addresses of [
      ['8.8.8.8', '127.0.0.1'],
      ['127.0.0.1', '8.8.8.8'],
    ]) {
      const lookup = lookupOf({ 'mixed.test': addresses });
      const result = await previewFetch(`http://mixed.test:${hits.port}/`, { lookup });
      expect(result).toEqual({ refused: 'address', detail: expect.stringContaining('127.0.0.1') });
    }
    expect(hits.connections).toBe(0);
  });

  it('should refuse other schemes, credentials and what is no URL before any request', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/',
      'gopher://127.0.0.1:70/',
      'data:text/html,<title>x</title>',
      'javascript:alert(1)',
    ]) {
      expect(await previewFetch(url)).toMatchObject({ refused: 'scheme' });
    }
    const withCredentials = `http://user:secret@127.0.0.1:${hits.port}/`;
    expect(await previewFetch(withCredentials)).toEqual({
      refused: 'credentials',
      detail: `127.0.0.1:${hits.port}`,
    });
    expect(await previewFetch('not a url')).toMatchObject({ refused: 'url' });
    expect(hits.connections).toBe(0);
  });

  it('should resolve each hop once, so the address connected to is the one checked', async () => {
    const asked: string[] = [];
    const lookup: PreviewLookup = async (hostname) => {
      asked.push(hostname);
      // A rebinding resolver: a local address first, a private one after.
      return [{ address: asked.length === 1 ? '127.0.0.1' : '192.168.1.1', family: 4 }];
    };
    const addressAllowed = allowLocalPort(page.port);
    const result = await previewFetch(`http://rebind.test:${page.port}/again`, {
      lookup,
      addressAllowed,
    });
    expect(result).toEqual({ refused: 'address', detail: expect.stringContaining('192.168.1.1') });
    expect(asked).toEqual(['rebind.test', 'rebind.test']);
    expect(page.requests.map((r) => r.path)).toEqual(['/again']);
  });

  it('should close a socket that reached a refused address before writing the request', async () => {
    const before = page.requests.length;
    let asked = 0;
    // Allows the lookup's answer, then refuses the same address when the socket has connected.
    const addressAllowed = () => ++asked === 1;
    const lookup = lookupOf({ 'page.test': ['127.0.0.1'] });
    const result = await previewFetch(`http://page.test:${page.port}/`, { lookup, addressAllowed });
    expect(result).toEqual({ refused: 'address', detail: expect.stringContaining('connected to') });
    expect(page.connections).toBeGreaterThan(0);
    // Give a request that slipped out the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.requests.length).toBe(before);
  });
});
