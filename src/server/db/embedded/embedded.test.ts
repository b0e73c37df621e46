import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../protocol';
import type { TestServer } from '../../testing/harness';
import { testBackend, testLogin, testServer } from '../../testing/harness';
import { waitFor } from '../../testing/processes';

/**
 * The default install: no DATABASE_URL, so the server starts its own PostgreSQL under DATA_DIR,
 * owns it, and keeps it running.
 */
describe('the embedded PostgreSQL (the default install)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'allo-embedded-'));
  let server: TestServer | undefined;
  let emma = '';
  let conversationId = '';

  const logged: string[] = [];
  const start = async () => {
    const backend = await testBackend({
      dataDir: dir,
      databaseUrl: undefined,
      seedDemo: true,
      logLevel: 'warn',
    });
    // The database testBackend made for the run's shared server is not used here.
    await backend.drop();
    server = await testServer(backend.config, { logStream: { write: (l) => logged.push(l) } });
    emma = await testLogin(server.app, 'u-emma');
    return server;
  };
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server!.app.inject({ method, url, headers: { cookie: emma }, payload });
  const send = async (content: string) => {
    const res = await call('POST', '/api/messages', {
      conversationId,
      senderId: 'u-emma',
      content,
    });
    expect(res.statusCode).toBe(201);
    return res.json<Message>();
  };
  const contents = async () =>
    (await call('GET', `/api/conversations/${conversationId}/messages`))
      .json<Message[]>()
      .map((m) => m.content);
  const postmasterPid = () =>
    Number.parseInt(readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!);

  beforeAll(async () => {
    await start();
    const conv = await call('POST', '/api/conversations', { participants: ['u-sofia'] });
    conversationId = conv.json<Conversation>().id;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should run a native PostgreSQL with fsync on, reachable by no TCP port, and name it', async () => {
    const health = await server!.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({
      status: 'ok',
      database: 'embedded',
      databaseVersion: expect.stringMatching(/^PostgreSQL 17\.\d+$/),
    });
    const secret = readFileSync(join(dir, 'postgres.secret'), 'utf8').trim();
    expect(statSync(join(dir, 'postgres.secret')).mode & 0o077).toBe(0);
    const client = new pg.Client({
      connectionString: `postgresql://allo:${encodeURIComponent(secret)}@localhost/allo?host=${encodeURIComponent(join(dir, 'postgres.run'))}`,
    });
    await client.connect();
    try {
      const settings = await client.query<{ name: string; setting: string }>(
        `select name, setting from pg_settings where name in
          ('fsync', 'synchronous_commit', 'full_page_writes', 'listen_addresses', 'data_checksums')`,
      );
      expect(Object.fromEntries(settings.rows.map((r) => [r.name, r.setting]))).toEqual({
        fsync: 'on',
        synchronous_commit: 'on',
        full_page_writes: 'on',
        listen_addresses: '',
        data_checksums: 'on',
      });
    } finally {
      await client.end();
    }
    // Without the password the socket lets nobody in.
    const stranger = new pg.Client({
      connectionString: `postgresql://allo:wrong@localhost/allo?host=${encodeURIComponent(join(dir, 'postgres.run'))}`,
    });
    stranger.on('error', () => undefined);
    await expect(stranger.connect()).rejects.toThrow(/password authentication failed/);
  });

  it('should refuse a second server on the same DATA_DIR and leave the first serving', async () => {
    const second = await testBackend({ dataDir: dir, databaseUrl: undefined });
    await second.drop();
    await expect(testServer(second.config)).rejects.toThrow(/in use/);
    expect((await server!.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('should report a killed database process and start it again, with nothing lost', async () => {
    await send('before the database process dies');
    const pid = postmasterPid();
    process.kill(pid, 'SIGKILL');
    // Reported: health is 503 until the database is back, and the log says what happened.
    await waitFor(
      'health to report the database gone',
      async () =>
        (await server!.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 503,
      5_000,
    );
    await waitFor(
      'the database back',
      async () => {
        const res = await server!.app.inject({ method: 'GET', url: '/api/health' });
        return res.statusCode === 200 && postmasterPid() !== pid;
      },
      30_000,
    );
    expect(logged.join('')).toContain(`The database process (pid ${pid}) ended`);
    expect(logged.join('')).toContain('The database is running again');
    // The pool heals: a send works again, and what was stored before is there.
    await waitFor(
      'a send to succeed again',
      async () =>
        (
          await call('POST', '/api/messages', {
            conversationId,
            senderId: 'u-emma',
            content: 'after the database came back',
          })
        ).statusCode === 201,
      15_000,
    );
    expect(await contents()).toEqual(
      expect.arrayContaining(['before the database process dies', 'after the database came back']),
    );
  });

  it('should stop its database with the server, and open the same data at the next start', async () => {
    await send('kept across a restart');
    const pid = postmasterPid();
    await server!.close();
    server = undefined;
    // pg_ctl returns once the pid file is gone, a moment before the process itself.
    await waitFor('the database process to end', async () => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    });
    await start();
    expect(await contents()).toContain('kept across a restart');
  });
});
