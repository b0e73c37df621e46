/**
 * The protocol's numbers, apart from its schemas: the web client's first screen needs these but
 * not zod, and importing them from here keeps the schemas (and zod) out of that download.
 * The modules that own them re-export them.
 */

/** Spec core 9: a typing indicator shows for 3 s; the sender stops after 2 s idle. */
export const TYPING_SHOWN_MS = 3_000;
export const TYPING_IDLE_MS = 2_000;

/** Close codes the server uses when it refuses a socket after the upgrade. */
export const CLOSE_UNAUTHORISED = 4401;
/**
 * The reason of a CLOSE_UNAUTHORISED close when the session was removed from Linked Devices:
 * that page forgets who it was signed in as, instead of signing in again by itself.
 */
export const CLOSE_REASON_DEVICE_REMOVED = 'Device removed';

/** Longest text we store: a long letter, not a book. */
export const MESSAGE_MAX_CHARS = 10_000;

/**
 * The highest position (a message's seq, a change number, a read position) there can be: they
 * are PostgreSQL integers. A number past it names no message, and is refused before any query.
 */
export const SEQ_MAX = 2_147_483_647;

/** Paging: the spec's plain GET returns the newest page; these pick other pages. */
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 200;

/** Longest text one translation takes: a long message, with room to spare. */
export const TRANSLATE_MAX_CHARS = 5_000;
/** Most texts or messages one batch call takes (a screenful of chat and then some). */
export const TRANSLATE_MAX_BATCH = 100;
/**
 * How many of a chat's newest messages come translated with its opening (GET
 * /api/conversations/{id}/translations): a phone's screenful, with a few to spare.
 */
export const TRANSLATE_OPENING_NEWEST = 20;
