import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';

/** A coturn (Debian `coturn`, 4.6) running for a test on this machine's loopback address. */
export interface TestTurn {
  /** `turn:127.0.0.1:<port>`, as the app hands it to browsers. */
  url: string;
  port: number;
  /** Shared with coturn's `static-auth-secret` (the TURN REST API). */
  secret: string;
  /** What coturn printed, for a failing test to show. */
  log: () => string;
  close(): Promise<void>;
}

function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts a real TURN server, as production runs it (`use-auth-secret`: credentials made from a
 * shared secret, never a static password), on 127.0.0.1. Loopback peers are allowed here only
 * because both browsers of a test live on this machine; a deployment must not allow them.
 */
export async function coturnStart(): Promise<TestTurn> {
  const port = await freePort();
  const relayFrom = 40_000 + Math.floor(Math.random() * 20_000);
  const secret = randomBytes(24).toString('hex');
  const child = spawn(
    'turnserver',
    [
      '-n', // no configuration file: only what is said here
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      `--min-port=${relayFrom}`,
      `--max-port=${relayFrom + 200}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=allo.test',
      '--fingerprint',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--allow-loopback-peers',
      '--log-file=stdout',
      '--simple-log',
      // Verbose: it names the user of each allocation, which tests read.
      '--verbose',
      // Its own files: tests run several at once, and /var/run may not be ours to write.
      `--pidfile=${tmpdir()}/allo-turn-${port}.pid`,
      `--userdb=${tmpdir()}/allo-turn-${port}.db`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready once it takes a TCP connection on its port (it listens on UDP and TCP together).
  const deadline = Date.now() + 10_000;
  while (!(await tcpOpen(port))) {
    if (child.exitCode !== null) throw new Error(`turnserver exited: ${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`turnserver did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `turn:127.0.0.1:${port}`,
    port,
    secret,
    log: () => log,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
