import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config, ObjectStoreConfig } from './kernel/config';
import { originsAllowed } from './kernel/origin';

/**
 * Where the browser PUTs uploads itself: the S3 endpoint (or AWS's regional one, which the SDK
 * presigns path-style URLs for); nowhere on the disk store, whose upload route is ours. Downloads
 * always come through the server (`/api/objects/...`), so no other directive needs it.
 */
export function objectStoreUploadOrigin(objects: ObjectStoreConfig): string | null {
  if (objects.kind !== 's3') return null;
  if (objects.endpoint) return new URL(objects.endpoint).origin;
  return `https://s3.${objects.region}.amazonaws.com`;
}

/** The socket address of a page origin: `https://x` opens `wss://x`. */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The Content-Security-Policy of every answer (it governs the client's pages and the service
 * worker; on JSON it costs nothing). No inline or foreign script, no plugins, no framing, and
 * the page talks only to its own origin, plus the bucket when uploads go straight to it.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'allowedOrigins' | 'port' | 'objects'>,
): Record<string, string[]> {
  const upload = objectStoreUploadOrigin(config.objects);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Radix dialogs lock the page's scroll with a <style> element they write (react-remove-scroll)
    // and take no nonce from us; a style cannot run code, so inline styles stay allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photos, voice notes and videos are shown from blob: URLs before (and while) they upload,
    // the camera's capture too; link QR codes are data: SVGs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    // 'self' covers the live connection's ws(s):// in current browsers (CSP 3); older Safari
    // needs it spelled out, which it is for each origin the gateway accepts.
    'connect-src': [
      "'self'",
      ...[...originsAllowed(config)].map(socketOrigin),
      ...(upload ? [upload] : []),
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * Security headers on every answer (OWASP ASVS 14.4), through helmet: the CSP above,
 * `nosniff`, `Referrer-Policy`, no framing, and HSTS, which browsers ignore over plain http and
 * keep once a deployment serves HTTPS.
 */
export async function securityHeadersRegister(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config),
    },
    // The browser's own default, kept whatever it is configured to: a link opened from a chat
    // learns the site, never the chat's address. Not `no-referrer`: under it a browser sends a
    // form post with `Origin: null`, which the origin check (origin.ts) refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // helmet's default: a year, subdomains too (ASVS 14.4.5).
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
}
