import fc from 'fast-check';
import { clientEventSchema } from '../../protocol';
import { seededRandom } from '../../games/seeded-random';
import type { ServerEvent } from '../../protocol';
import type { LiveClient } from '../testing/live-client';
import type { IdPool } from './id-pool';
import { FIELD_HINTS } from './route-inputs';
import { zodArbitrary } from './zod-arbitrary';
import { zodInvalid } from './zod-invalid';

/** A frame to send over the live connection: an event (ids filled in when sent) or raw data. */
export type Frame =
  | { kind: 'valid' | 'boundary' | 'invalid'; event: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'binary'; bytes: Buffer };

/** What the live connection must refuse: text that is not JSON, binary frames, wrong events. */
const NOT_JSON = fc.oneof(
  fc.constantFrom('', '{', 'ping', '[]', 'null', '{"type":', '\u0000', '{"type":"ping"}}'),
  fc.string({ maxLength: 200 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

const eventHints = {
  ...FIELD_HINTS,
  callType: fc.constantFrom('audio', 'video'),
  messageType: fc.constant('text'),
};

/**
 * `n` frames for one run, from `clientEventSchema`: four in ten valid, a quarter with boundary
 * values, the rest refused (events the schema refuses, text that is not JSON, binary frames).
 */
export function framesGenerate(n: number, seed: number): Frame[] {
  const valid = Math.round(n * 0.4);
  const boundary = Math.round(n * 0.25);
  const refused = n - valid - boundary;
  const events = (mode: 'valid' | 'boundary', count: number, s: number) =>
    fc
      .sample(zodArbitrary(clientEventSchema, { mode, hints: eventHints }), {
        seed: s,
        numRuns: count,
      })
      .map((event): Frame => ({ kind: mode, event }));
  const invalid = fc
    .sample(zodInvalid(clientEventSchema, { hints: eventHints }), {
      seed: seed + 2,
      numRuns: refused * 2,
    })
    .filter((event) => !clientEventSchema.safeParse(event).success)
    .slice(0, Math.round(refused * 0.7))
    .map((event): Frame => ({ kind: 'invalid', event }));
  const rest = refused - invalid.length;
  const texts = fc
    .sample(NOT_JSON, { seed: seed + 3, numRuns: Math.ceil(rest / 2) })
    .map((text): Frame => ({ kind: 'text', text }));
  const binaries = fc
    .sample(fc.uint8Array({ maxLength: 64 }), { seed: seed + 4, numRuns: rest - texts.length })
    .map((b): Frame => ({ kind: 'binary', bytes: Buffer.from(b) }));
  return [
    ...events('valid', valid, seed),
    ...events('boundary', boundary, seed + 1),
    ...invalid,
    ...texts,
    ...binaries,
  ];
}

/** The frame's data as sent: events with real ids filled in, as `me`. */
export function frameData(
  frame: Frame,
  me: string,
  pool: IdPool,
  seed: number,
): { data: string | Buffer; refused: boolean } {
  if (frame.kind === 'text') return { data: frame.text, refused: true };
  if (frame.kind === 'binary') return { data: frame.bytes, refused: true };
  const random = seededRandom(seed);
  const event = frame.kind === 'invalid' ? frame.event : pool.fill(frame.event, me, random, 0.8);
  const text = JSON.stringify(event) ?? 'null';
  return { data: text, refused: !clientEventSchema.safeParse(JSON.parse(text)).success };
}

/** Events of `type` the client holds, counted. */
export const eventCount = (client: LiveClient, type: ServerEvent['type']) =>
  client.events.filter((e) => e.type === type).length;

/** Waits until `done()` holds; false after `ms`. */
export async function until(done: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}
