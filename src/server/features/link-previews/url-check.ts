import { previewRefusal } from './refusal';

/**
 * `text` parsed as a URL (relative to `base`, for a redirect's Location) that the fetcher may
 * ask for: http or https, with no user name or password. Parsing is WHATWG's, as a browser's: it
 * lowercases the host, turns IDNs into punycode and writes odd IPv4 forms (`2130706433`,
 * `0177.0.0.1`, `0x7f.1`, `127.1`) as dotted decimal, so the address check sees what would be
 * connected to.
 */
export function urlChecked(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw previewRefusal('url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw previewRefusal('scheme', url.protocol);
  }
  // A link with credentials would make us log in somewhere on the sender's behalf.
  if (url.username || url.password) throw previewRefusal('credentials', url.host);
  return url;
}

/** The host to connect to: an IPv6 literal without its brackets. */
export function urlHost(url: URL): string {
  const { hostname } = url;
  return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
}

/** The port to connect to, the scheme's default when none is written. */
export function urlPort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}
