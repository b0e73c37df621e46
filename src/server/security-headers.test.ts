import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStoreConfig } from './kernel/config';
import { contentSecurityPolicy, objectStoreUploadOrigin } from './security-headers';
import { testStart } from './testing/harness';

const disk: ObjectStoreConfig = { kind: 'disk' };
const s3 = (endpoint: string | undefined): ObjectStoreConfig => ({
  kind: 's3',
  endpoint,
  bucket: 'allo',
  region: 'eu-west-3',
  accessKeyId: undefined,
  secretAccessKey: undefined,
});

describe('contentSecurityPolicy', () => {
  it('should let pages talk to their own origin and its sockets only, on the disk store', () => {
    const csp = contentSecurityPolicy({ allowedOrigins: [], port: 5000, objects: disk });
    expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:5000', 'ws://127.0.0.1:5000']);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it("should name the configured origins' secure sockets and the bucket uploads go to", () => {
    const csp = contentSecurityPolicy({
      allowedOrigins: ['https://allo.example.com'],
      port: 5000,
      objects: s3('https://minio.example.com:9000/'),
    });
    expect(csp['connect-src']).toEqual([
      "'self'",
      'wss://allo.example.com',
      'https://minio.example.com:9000',
    ]);
  });

  it("should name AWS's regional endpoint when no S3 endpoint is set", () => {
    expect(objectStoreUploadOrigin(s3(undefined))).toBe('https://s3.eu-west-3.amazonaws.com');
    expect(objectStoreUploadOrigin(disk)).toBeNull();
  });
});

/** ASVS 14.4: every answer carries the headers, the client's page and refusals included. */
describe('security headers', () => {
  let s: Awaited<ReturnType<typeof testStart>>;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'allo-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Allo</title>');
    s = await testStart({ webDir });
  });
  afterAll(async () => {
    await s.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['the page', 'GET', '/'],
    ['a client route', 'GET', '/chats'],
    ['the health check', 'GET', '/api/health'],
    ['a refusal without a session', 'GET', '/api/conversations'],
    ['a missing API path', 'GET', '/api/nothing-here'],
    ['a refused foreign change', 'POST', '/api/session'],
  ])('should send them on %s', async (_what, method, url) => {
    const res = await s.app.inject({
      method: method as 'GET',
      url,
      headers: method === 'POST' ? { origin: 'https://evil.example' } : {},
    });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['server']).toBeUndefined();
  });
});
