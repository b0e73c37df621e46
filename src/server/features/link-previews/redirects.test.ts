import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../objects/fixture';
import type { LocalServer, LocalRoute } from './fixture';
import { allowLocalPort, htmlSend, localServerStart, lookupOf, redirectSend } from './fixture';
import { lookupSystem } from './hop';
import type { LinkPreviewOptions } from './preview';
import { previewFetch } from './preview';

describe('previewFetch: redirects', () => {
  /** A second server, on a port the policy does not allow: nothing may reach it. */
  let hits: LocalServer;
  let page: LocalServer;
  let options: LinkPreviewOptions;
  let card: Buffer;
  const at = (path: string) => `http://page.test:${page.port}${path}`;

  const routes: Record<string, LocalRoute> = {
    '/page': (_, res) => htmlSend(res, '<title>Arrived</title>'),
    '/to-loopback-literal': (_, res) => redirectSend(res, `http://0x7f.1:${hits.port}/`),
    '/to-private-name': (_, res) => redirectSend(res, `http://intranet.test:${hits.port}/`),
    '/to-metadata': (_, res) =>
      redirectSend(res, 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'),
    '/to-metadata-v6': (_, res) => redirectSend(res, 'http://[fd00:ec2::254]/latest/meta-data/'),
    '/to-mapped-loopback': (_, res) => redirectSend(res, `http://[::ffff:127.0.0.1]:${hits.port}/`),
    '/to-link-local': (_, res) => redirectSend(res, `http://169.254.10.20:${hits.port}/`),
    '/to-cgnat': (_, res) => redirectSend(res, `http://100.64.7.9:${hits.port}/`),
    '/to-localhost': (_, res) => redirectSend(res, `http://localhost:${hits.port}/`),
    '/card-page': (_, res) =>
      htmlSend(res, '<title>Card</title><meta property="og:image" content="/card-moved">'),
    '/card-moved': (_, res) => redirectSend(res, `http://intranet.test:${hits.port}/card.png`),
    '/to-mixed': (_, res) => redirectSend(res, `http://mixed.test:${hits.port}/`),
    '/to-other-port': (_, res) => redirectSend(res, `http://page.test:${hits.port}/`, 307),
    '/to-protocol-relative': (_, res) => redirectSend(res, `//127.0.0.1:${hits.port}/`),
    '/to-credentials': (_, res) =>
      redirectSend(res, `http://user:pass@page.test:${page.port}/page`),
    '/relative': (_, res) => redirectSend(res, 'page?from=relative'),
    '/deep/dots': (_, res) => redirectSend(res, '../page'),
    '/no-location': (_, res) => res.writeHead(302).end(),
    '/loop': (_, res) => redirectSend(res, '/loop'),
    '/three/1': (_, res) => redirectSend(res, '/three/2', 301),
    '/three/2': (_, res) => redirectSend(res, '/three/3', 303),
    '/three/3': (_, res) => redirectSend(res, '/page', 308),
    '/four/1': (_, res) => redirectSend(res, '/four/2'),
    '/four/2': (_, res) => redirectSend(res, '/four/3'),
    '/four/3': (_, res) => redirectSend(res, '/four/4'),
    '/four/4': (_, res) => redirectSend(res, '/page'),
  };
  for (const scheme of [
    'file:///etc/passwd',
    'ftp://x/',
    'gopher://x/',
    'data:,x',
    'javascript:1',
  ]) {
    routes[`/to-${scheme.split(':')[0]}`] = (_, res) => redirectSend(res, scheme);
  }

  beforeAll(async () => {
    card = await png(40, 21);
    hits = await localServerStart(
      {
        '/': (_, res) => htmlSend(res, '<title>reached</title>'),
        '/card.png': (_, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(card),
      },
      '::',
    );
    page = await localServerStart(routes);
    const known = lookupOf({
      'page.test': ['127.0.0.1'],
      'intranet.test': ['192.168.1.1'],
      'mixed.test': ['8.8.8.8', '127.0.0.1'],
    });
    options = {
      // localhost is left to the system resolver, as it would be in production.
      lookup: (hostname) => (hostname === 'localhost' ? lookupSystem(hostname) : known(hostname)),
      addressAllowed: allowLocalPort(page.port),
    };
  });
  afterAll(async () => {
    await hits.close();
    await page.close();
  });

  const refusedAt = async (path: string, refused: string, detail = '') => {
    const result = await previewFetch(at(path), options);
    expect(result).toEqual({ refused, detail: expect.stringContaining(detail) });
    expect(hits.connections).toBe(0);
  };

  it('should refuse a redirect to a loopback IP literal', async () => {
    await refusedAt('/to-loopback-literal', 'address', '127.0.0.1 is loopback');
  });

  it('should refuse a redirect to a host name resolving to private space', async () => {
    await refusedAt('/to-private-name', 'address', 'intranet.test: 192.168.1.1 is private');
  });

  it('should refuse a redirect to the cloud metadata address, v4 and v6', async () => {
    await refusedAt('/to-metadata', 'address', 'cloud-metadata');
    await refusedAt('/to-metadata-v6', 'address', 'cloud-metadata');
  });

  it('should refuse a redirect to an IPv4-mapped IPv6 literal of loopback', async () => {
    await refusedAt('/to-mapped-loopback', 'address', 'loopback 127.0.0.0/8 inside ipv4-mapped');
  });

  // No server of ours listens on these two: an attempt to connect would end in 'timeout' or
  // 'network', so an 'address' refusal says the check came first.
  it('should refuse a redirect to a link-local address', async () => {
    await refusedAt('/to-link-local', 'address', '169.254.10.20 is link-local');
  });

  it('should refuse a redirect to a shared (CGNAT) address', async () => {
    await refusedAt('/to-cgnat', 'address', '100.64.7.9 is shared-cgnat');
  });

  it('should refuse a redirect to localhost by name', async () => {
    const result = await previewFetch(at('/to-localhost'), options);
    expect(result).toEqual({
      refused: 'address',
      detail: expect.stringMatching(/^localhost: \S+ is loopback/),
    });
    expect(hits.connections).toBe(0);
  });

  it('should keep the page and refuse its picture when the image URL redirects to a private address', async () => {
    const before = page.requests.length;
    expect(await previewFetch(at('/card-page'), options)).toEqual({
      url: at('/card-page'),
      title: 'Card',
      description: null,
      siteName: null,
      imageRefusal: 'address',
    });
    // The page and the image's redirect were asked for; the private target never was.
    expect(page.requests.slice(before).map((r) => r.path)).toEqual(['/card-page', '/card-moved']);
    expect(hits.connections).toBe(0);
  });

  it('should refuse a redirect to a host with one public and one private address', async () => {
    await refusedAt('/to-mixed', 'address', '127.0.0.1 is loopback');
  });

  it('should refuse a 307 to another port of an allowed address', async () => {
    await refusedAt('/to-other-port', 'address', 'page.test: 127.0.0.1 is loopback');
  });

  it('should refuse a protocol-relative redirect to a loopback address', async () => {
    await refusedAt('/to-protocol-relative', 'address', 'loopback');
  });

  it.each(['file', 'ftp', 'gopher', 'data', 'javascript'])(
    'should refuse a redirect to a %s: URL',
    async (scheme) => {
      await refusedAt(`/to-${scheme}`, 'scheme', `${scheme}:`);
    },
  );

  it('should refuse a redirect to a URL with credentials', async () => {
    await refusedAt('/to-credentials', 'credentials');
  });

  it('should refuse a redirect without a Location', async () => {
    await refusedAt('/no-location', 'status', '302 without Location');
  });

  it('should follow relative redirects against the URL that redirected', async () => {
    expect(await previewFetch(at('/relative'), options)).toMatchObject({
      url: at('/page?from=relative'),
      title: 'Arrived',
    });
    expect(await previewFetch(at('/deep/dots'), options)).toMatchObject({ url: at('/page') });
  });

  it('should follow three redirects of any kind and refuse a fourth', async () => {
    expect(await previewFetch(at('/three/1'), options)).toMatchObject({ title: 'Arrived' });
    const before = page.requests.length;
    await refusedAt('/four/1', 'redirects', 'more than 3');
    // The first request and three redirects; the fourth Location is never asked for.
    expect(page.requests.slice(before).map((r) => r.path)).toEqual([
      '/four/1',
      '/four/2',
      '/four/3',
      '/four/4',
    ]);
  });

  it('should stop a redirect loop after three redirects', async () => {
    const before = page.requests.length;
    await refusedAt('/loop', 'redirects');
    expect(page.requests.length - before).toBe(4);
  });
});
