/**
 * Runs at most `max` pieces of work at once; the rest wait their turn, first come first served.
 * Password hashing goes through one of these (`service.ts`): scrypt runs on libuv's thread pool
 * (4 threads by default), which file reads, DNS look-ups and compression share, so sign-in
 * attempts from many addresses at once must not be able to take all of it.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly max: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.max) this.running++;
    // A finished piece hands its place straight to the next in line (`running` stays as it is).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** How many wait for a place now. */
  get queued(): number {
    return this.waiting.length;
  }
}
