/**
 * A message's translation in the cache: per message, its version (an edit is re-translated),
 * target and source. The chat, the conversation list and a chat's opening share the entries.
 */
export function translationKeyOf(
  messageId: string,
  editedAt: string | null | undefined,
  target: string,
  source: string,
) {
  return ['translation', messageId, editedAt ?? '', target, source] as const;
}
