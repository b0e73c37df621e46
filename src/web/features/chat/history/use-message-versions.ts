import { useQuery } from '@tanstack/react-query';
import type { MessageVersion } from '../../../../protocol';

/**
 * GET /api/messages/{id}/versions, keyed by the message's last edit so a newer edit fetches
 * again while an unchanged message is read once.
 */
export function useMessageVersions(messageId: string, editedAt: string | null | undefined) {
  return useQuery<MessageVersion[]>({
    queryKey: ['/api/messages', messageId, 'versions', { v: editedAt ?? '' }],
  });
}

/** Newest first, as a reader looks for what changed last. */
export function versionsNewestFirst(versions: readonly MessageVersion[]): MessageVersion[] {
  return [...versions].sort((a, b) => b.version - a.version);
}
