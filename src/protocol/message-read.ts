import type { PaymentMessageMetadata } from './payments';
import type { Song } from './songs';

/**
 * Reading what a stored message carries, apart from the schemas: the web client's conversation
 * list shows these on its first screen, which must not download zod. The payments and rich-share
 * modules re-export them.
 */

/** Spec core 9: shown as dollars with 2 decimals: 123456 -> '$1,234.56'. */
export function dollarsLabel(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.trunc(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Reads a message's metadata as payment metadata, or null when it is not that. */
export function paymentMessageRead(
  metadata: Record<string, unknown> | null | undefined,
): PaymentMessageMetadata | null {
  if (!metadata || typeof metadata.amount !== 'number') return null;
  if (metadata.kind === 'payment' && typeof metadata.paymentId === 'string') {
    return metadata as unknown as PaymentMessageMetadata;
  }
  if (metadata.kind === 'request' && typeof metadata.requestId === 'string') {
    return metadata as unknown as PaymentMessageMetadata;
  }
  return null;
}

/** Reads a music message's song, or null when its metadata holds none. */
export function musicMessageSong(
  metadata: Record<string, unknown> | null | undefined,
): Song | null {
  const song = metadata?.song as Partial<Song> | undefined;
  return song && typeof song.title === 'string' && typeof song.artist === 'string'
    ? (song as Song)
    : null;
}
