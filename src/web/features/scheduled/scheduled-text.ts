import type { SCHEDULED_TEXT } from '../../../protocol';

/**
 * The catalog ids of the protocol's Send Later words (`SCHEDULED_TEXT`, which the server keeps
 * in English), for the ones the client says itself: the English catalog holds the same text.
 */
export const SCHEDULED_TEXT_IDS = {
  /** Spec core 5. */
  past: 'scheduled.past',
} as const satisfies Partial<Record<keyof typeof SCHEDULED_TEXT, string>>;
