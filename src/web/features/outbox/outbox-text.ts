/** Every text a person reads about the outbox, in one place for the string catalogs. */
export const OUTBOX_TEXT = {
  /** The clock on a message that waits for the connection to come back. */
  queued: 'Waiting to send',
  /** The clock on a message whose first send is under way. */
  sending: 'Sending',
  /** Under a message the server refused: it will not go by itself. */
  refused: 'Not delivered. Tap to retry',
  /** The toast for a refusal (the server's reason is its description). */
  refusedTitle: 'Message not sent',
} as const;
