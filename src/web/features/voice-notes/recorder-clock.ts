/** How often the running clock on screen moves on. */
export const RECORDER_TICK_MS = 250;

/**
 * The timers of a running recording: `onTick` every 250 ms so the clock on screen moves, and
 * `onLimit` once the time left is up (spec core 9: a recording stops by itself at 300 s).
 */
export class RecorderClock {
  private tick: ReturnType<typeof setInterval> | null = null;
  private limit: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onTick: () => void,
    private readonly onLimit: () => void,
  ) {}

  /** Recording (again), with this much time left before the limit. */
  run(leftMs: number): void {
    this.halt();
    this.tick = setInterval(this.onTick, RECORDER_TICK_MS);
    this.limit = setTimeout(this.onLimit, Math.max(0, leftMs));
  }

  /** Paused, stopped or closed. */
  halt(): void {
    if (this.tick) clearInterval(this.tick);
    if (this.limit) clearTimeout(this.limit);
    this.tick = null;
    this.limit = null;
  }
}
