import type { ServerEvent } from '../../protocol';

/**
 * Turns the live socket's text frames into checked server events, in arrival order. Checking
 * means the protocol's schemas (zod), and building them is tens of milliseconds of script on a
 * phone, all in one go: in a browser that work runs in a worker (`event-read-worker.ts`), so
 * the page's own thread never builds them and stays free for the person's taps.
 */
export interface EventReader {
  /** Checks one frame; `deliver` gets the event if it is valid, after every earlier frame's. */
  read(frame: string, deliver: (event: ServerEvent) => void): void;
  /** Stops reading: frames still being checked are dropped. */
  close(): void;
}

/** Parses and checks one frame; null for anything that is not a valid server event. */
export type EventCheck = (frame: string) => ServerEvent | null;

/**
 * Reads on this thread with a check that loads on first use (`load`): where a worker cannot
 * run. Frames wait for it in order. A check that failed to load (offline) drops the frames that
 * waited for it, and the next frame loads it again: the socket's next open resyncs what was
 * dropped.
 */
export function eventReadHere(load: () => Promise<EventCheck>): EventReader {
  let closed = false;
  let loading: Promise<EventCheck> | null = null;
  const loaded = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
  // One chain, so frames are delivered in order; it never rejects.
  let queue: Promise<void> = Promise.resolve();
  return {
    read(frame, deliver) {
      queue = queue.then(loaded).then(
        (check) => {
          const event = check(frame);
          if (event && !closed) deliver(event);
        },
        () => undefined,
      );
    },
    close() {
      closed = true;
    },
  };
}
