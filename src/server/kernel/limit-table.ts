/**
 * What one person may do at most so often: `max` per `windowMs` on average (one every
 * windowMs / max), and at most `burst` at once. A person who has been quiet may do `burst` in
 * a row; after that, one each time another is due.
 */
export interface Limit {
  max: number;
  windowMs: number;
  burst: number;
}

/**
 * The actions counted per person, and how much of each is allowed. Far above what someone typing
 * does (a few messages a second at the most, in bursts), yet one script flooding can add only
 * this much work for everyone else once its burst is spent, spread out: ten sends a second to a
 * room of ten is a percent or two of what one instance delivers. The bursts are the earlier
 * fixed windows' allowances, so nothing a person or a tool did in one go before is refused now.
 * HTTP and the live connection count together: a send is a send either way.
 */
export const USER_LIMITS = {
  /** Message sends, HTTP and live: an outbox sending what was written offline goes in bursts. */
  send: { max: 100, windowMs: 10_000, burst: 300 },
  /** Typing events: the client repeats one every few seconds while someone types. */
  typing: { max: 60, windowMs: 10_000, burst: 60 },
  /** Game moves and new games. */
  game: { max: 120, windowMs: 10_000, burst: 120 },
  /** Payments sent, and their status changes. */
  payment: { max: 120, windowMs: 60_000, burst: 120 },
  /** Payment requests. */
  paymentRequest: { max: 120, windowMs: 60_000, burst: 120 },
  /** Friend requests, their answers, and blocking. */
  friendRequest: { max: 60, windowMs: 60_000, burst: 60 },
  /** Uploads of any kind (photos, voice notes, avatars, videos). */
  upload: { max: 120, windowMs: 60_000, burst: 120 },
  /** Calls rung. */
  call: { max: 20, windowMs: 60_000, burst: 20 },
  /** A call's set-up messages: a browser sends dozens of ICE candidates per call. */
  callSignal: { max: 600, windowMs: 10_000, burst: 600 },
  /** Live connections opened: a page opens one, and again after every network change. */
  connect: { max: 120, windowMs: 60_000, burst: 120 },
  /** Every other change (lists, settings, stars, statuses, read receipts, upload parts...). */
  write: { max: 1_200, windowMs: 60_000, burst: 1_200 },
} satisfies Record<string, Limit>;

export type UserAction = keyof typeof USER_LIMITS;
export type UserLimitTable = Record<UserAction, Limit>;
