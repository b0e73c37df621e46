import { z } from 'zod';
import { callIdSchema, callTypeSchema } from './calls';
import type { CallType } from './calls';

/**
 * What a call leaves in its chat (issue 32 'Calls in the chat'): a 'call' message the server
 * writes once the call is over, in the caller's name. Its metadata says how it went; every
 * reader's app words it in their own language ('Missed video call', 'Video call · 4:32', 'Call
 * declined'), and its content keeps the English line for search and export.
 */
export const callOutcomeSchema = z.enum(['missed', 'declined', 'ended']);
export type CallOutcome = z.infer<typeof callOutcomeSchema>;

export const callLineSchema = z.object({
  kind: z.literal('call'),
  callId: callIdSchema,
  callType: callTypeSchema,
  outcome: callOutcomeSchema,
  /** How long it lasted from the first answer, in whole seconds ('ended' only). */
  durationSec: z.number().int().min(0).optional(),
});
export type CallLine = z.infer<typeof callLineSchema>;

/** A call message's metadata read as its line; null for anything else. */
export function callLineRead(metadata: unknown): CallLine | null {
  const read = callLineSchema.safeParse(metadata);
  return read.success ? read.data : null;
}

/** '4:32' under an hour, '1:02:03' past it: a call's length as messengers show it. */
export function callDurationLabel(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

const KIND: Record<CallType, string> = { video: 'video call', audio: 'voice call' };

/** The English line, as stored in the message's content. */
export function callLineEnglish(line: CallLine): string {
  if (line.outcome === 'declined') return 'Call declined';
  if (line.outcome === 'missed') return `Missed ${KIND[line.callType]}`;
  const kind = KIND[line.callType];
  const named = kind[0]!.toUpperCase() + kind.slice(1);
  return `${named} · ${callDurationLabel(line.durationSec ?? 0)}`;
}
