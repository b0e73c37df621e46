import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';

/** A translation that has not come back by then has hung the pipeline: it is restarted. */
const ANSWER_TIMEOUT_MS = 10_000;

interface Waiting {
  resolve(text: string): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One Apertium mode (a language pair's chain of stages) kept running: starting the chain costs
 * 200-400 ms, a message through a running one about a millisecond. Every stage runs with `-z`,
 * so a NUL flushes the chain: messages go in NUL-terminated and come out the same way, in order.
 * The chain runs under `bash -c 'cat | …'` because Apertium's own wrapper opens /dev/stdin by
 * path, which fails on a pipe from Node (NOTES.md).
 */
export class ApertiumPipe {
  private child: ChildProcessWithoutNullStreams | null = null;
  private readonly waiting: Waiting[] = [];
  private buffer = '';

  /** `command` is the mode's pipeline with `-z` on every stage (see `modeCommand`). */
  constructor(
    private readonly command: string,
    private readonly timeoutMs = ANSWER_TIMEOUT_MS,
  ) {}

  /** Text in Apertium's stream format (escaped, kept spans as superblanks); the same back. */
  run(stream: string): Promise<string> {
    const child = this.child ?? this.start();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error('Translation timed out')), this.timeoutMs);
      this.waiting.push({ resolve, reject, timer });
      // A NUL inside the text would split it in two answers: it never reaches the pipe.
      child.stdin.write(`${stream.replace(/\0/g, '')}\0`);
    });
  }

  close(): void {
    const child = this.child;
    this.child = null;
    child?.stdin.end();
    child?.kill();
    this.failWaiting(new Error('Translation stopped'));
  }

  private start(): ChildProcessWithoutNullStreams {
    const child = spawn('bash', ['-c', `cat | ${this.command}`], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
    this.child = child;
    this.buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.onData(chunk));
    // Stages print warnings on stderr; reading it keeps the pipe from filling up.
    child.stderr.resume();
    child.stdin.on('error', () => undefined);
    child.on('exit', () => {
      // A stage left behind (the chain's `cat`) sees its input end and goes too.
      child.stdin.destroy();
      if (this.child !== child) return;
      this.child = null;
      this.failWaiting(new Error('Translation engine stopped'));
    });
    return child;
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let nul = this.buffer.indexOf('\0');
    while (nul >= 0) {
      const answer = this.buffer.slice(0, nul);
      this.buffer = this.buffer.slice(nul + 1);
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.resolve(answer);
      }
      nul = this.buffer.indexOf('\0');
    }
  }

  /** A hung or broken chain: everything waiting fails, and the next call starts a new one. */
  private fail(err: Error): void {
    const child = this.child;
    this.child = null;
    child?.kill('SIGKILL');
    this.failWaiting(err);
  }

  private failWaiting(err: Error): void {
    for (const w of this.waiting.splice(0)) {
      clearTimeout(w.timer);
      w.reject(err);
    }
  }
}

/**
 * A mode file's pipeline, ready to run resident: `-z` after every stage's program, unknown words
 * unmarked (`$1` is the generator's option, `-n`), the tagger's extra option (`$2`) empty. Some
 * stages (lttoolbox 3.7's `lt-proc -b`) write the NUL into a stdio buffer and never flush it:
 * `stdbuf -o0` makes every stage's output unbuffered.
 */
export function modeCommand(modeFile: string): string {
  return modeFile
    .trim()
    .replace(/\$1/g, '-n')
    .replace(/\$2/g, '')
    .split('|')
    .map((stage) => `stdbuf -o0 ${stage.trim().replace(/^(\S+)/, '$1 -z')}`)
    .join(' | ');
}
