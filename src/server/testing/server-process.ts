import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { freePort, killChild, waitFor } from './processes';

/**
 * The real server (`src/server/main.ts`) as a child process on its own port: what a test kills
 * with SIGKILL, as a machine or a container dies, with no graceful shutdown.
 */
export class ServerProcess {
  /** What the process wrote (logs at LOG_LEVEL), kept to explain a failure. */
  output = '';
  private constructor(
    readonly port: number,
    readonly child: ChildProcess,
  ) {
    const keep = (b: Buffer) => {
      this.output = (this.output + b.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Still running (not exited, not killed). */
  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Starts `main.ts` with these variables on a free port; resolves once /api/health answers.
   * `nodeArgs` go to node itself (a benchmark's `--cpu-prof`).
   */
  static async start(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(port, child);
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`exited (${code ?? signal})`))),
    );
    exited.catch(() => undefined);
    try {
      const healthy = async () => (await fetch(`${server.url}/api/health`)).ok;
      // A child compiles its TypeScript as it starts: on a busy machine that takes a while.
      await Promise.race([waitFor(`server :${port}`, healthy, 30_000), exited]);
    } catch (err) {
      await killChild(child);
      throw new Error(`server on :${port}: ${(err as Error).message}\n${server.output}`, {
        cause: err,
      });
    }
    return server;
  }

  kill(): Promise<void> {
    return killChild(this.child);
  }

  /** A graceful stop (SIGTERM), as a deploy does it; resolves when the process has exited. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    const gone = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGTERM');
    await gone;
  }
}
