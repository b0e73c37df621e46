import { z } from 'zod';

/** Issue 31: the six quick reactions under a long press, in this order; any emoji may be picked. */
export const REACTION_QUICK = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;

export const REACTION_TEXT = {
  invalid: 'Reaction must be one emoji',
  notAllowed: 'This message cannot be reacted to',
} as const;

/**
 * Exactly one emoji as Unicode lists them (RGI: skin tones, flags and ZWJ sequences included),
 * nothing else: no text, no two emoji. Built at run time: the `v` flag is newer than the
 * TypeScript target, though every supported browser and Node 20 have it.
 */
const ONE_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

export function reactionEmojiIsValid(emoji: string): boolean {
  return emoji.length <= 32 && ONE_EMOJI.test(emoji);
}

/** PUT /api/messages/{id}/reaction: my reaction to a message, replacing the one I had. */
export const reactionSetSchema = z.strictObject({
  // Anything else, missing or not text included, gets the one clear refusal.
  emoji: z.custom<string>(
    (v) => typeof v === 'string' && reactionEmojiIsValid(v),
    REACTION_TEXT.invalid,
  ),
});
export type ReactionSet = z.infer<typeof reactionSetSchema>;

/** One person's reaction to a message (one per person: a change replaces it). */
export const messageReactionSchema = z.object({ userId: z.string(), emoji: z.string() });
export type MessageReaction = z.infer<typeof messageReactionSchema>;

/** The reactions of a message grouped by emoji, the most given first, then the first given. */
export function reactionsGrouped(
  reactions: readonly MessageReaction[],
): Array<{ emoji: string; userIds: string[] }> {
  const groups = new Map<string, string[]>();
  for (const r of reactions) groups.set(r.emoji, [...(groups.get(r.emoji) ?? []), r.userId]);
  // Map keeps first-given order; a stable sort by count keeps it among equals.
  return [...groups]
    .map(([emoji, userIds]) => ({ emoji, userIds }))
    .sort((a, b) => b.userIds.length - a.userIds.length);
}
