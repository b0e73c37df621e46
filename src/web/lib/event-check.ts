import { serverEventSchema } from '../../protocol';
import type { EventCheck, EventReader } from './event-read';

/** A frame's JSON checked against the protocol: what the server may push (spec core 7). */
export const eventCheck: EventCheck = (frame) => {
  let raw: unknown;
  try {
    raw = JSON.parse(frame);
  } catch {
    return null;
  }
  const parsed = serverEventSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/** Reads at once, on this thread: for tests, which run without workers. */
export const eventReadInline: EventReader = {
  read(frame, deliver) {
    const event = eventCheck(frame);
    if (event) deliver(event);
  },
  close() {},
};
