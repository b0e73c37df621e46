import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppOptions } from '../app';
import type { Config } from '../kernel/config';
import { configFromEnv } from '../kernel/config';
import { adminQuery, testDatabases, urlOf } from './test-databases';

/**
 * Test backends: a fresh database cloned from the run's migrated template (test-databases.ts), on
 * the embedded engine or DATABASE_URL's server, and the in-process bus, or a private Redis prefix
 * when REDIS_URL is set; parallel files never see each other's data.
 */
export interface TestBackend {
  config: Config;
  drop(): Promise<void>;
}

/** A new database, a copy of the run's migrated template, and how to drop it. */
export async function freshDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name: ${name}`);
  const { adminUrl, template } = await testDatabases();
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  return {
    url: urlOf(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function testBackend(overrides: Partial<Config> = {}): Promise<TestBackend> {
  const base = configFromEnv({
    ...process.env,
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  });
  const tag = randomBytes(6).toString('hex');
  const fresh = await freshDatabase(`allo_test_${tag}`);
  const config: Config = {
    ...base,
    dataDir: ':memory:',
    databaseUrl: fresh.url,
    redisPrefix: `allo-test-${tag}`,
    webDir: undefined,
    ...overrides,
  };
  return { config, drop: fresh.drop };
}

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Builds and listens on an ephemeral port; records which backends it ran on (see .ci/run). */
export async function testServer(config: Config, options: AppOptions = {}): Promise<TestServer> {
  const app = await buildApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  mkdirSync('test-results', { recursive: true });
  const { dbKind, dbVersion, bus } = app.ctx;
  appendFileSync('test-results/backends.log', `${dbKind} ${dbVersion} ${bus.kind}\n`);
  return { app, port, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** One backend and one server, closed together. */
export async function testStart(overrides: Partial<Config> = {}, options: AppOptions = {}) {
  const backend = await testBackend(overrides);
  const server = await testServer(backend.config, options);
  return {
    ...server,
    config: backend.config,
    async close() {
      await server.close();
      await backend.drop();
    },
  };
}

/** Starts a session for a user through the API; returns the Cookie header value. */
export async function testLogin(app: FastifyInstance, userId: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/session', payload: { userId } });
  if (res.statusCode !== 200) throw new Error(`login ${userId}: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'allo_session');
  if (!cookie) throw new Error('no session cookie');
  return `allo_session=${cookie.value}`;
}
