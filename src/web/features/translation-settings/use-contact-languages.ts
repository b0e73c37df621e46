import { useQuery } from '@tanstack/react-query';
import type { Conversation, User } from '../../../protocol';
import { TRANSLATION_LANGUAGES, languageFind, languageIsSupported } from '../../../lang/catalog';
import { USERS_KEY, conversationsKey } from '../../lib/query-client';

/**
 * The languages the reader's contacts write in, in the list's order, without the reader's own;
 * none asked for while `enabled` is false (a closed dialog).
 */
export function useContactLanguages(userId: string, target: string, enabled = true): string[] {
  const conversations = useQuery<Conversation[]>({
    queryKey: conversationsKey(userId),
    enabled,
  }).data;
  const users = useQuery<User[]>({ queryKey: USERS_KEY, enabled }).data;
  const contacts = new Set((conversations ?? []).flatMap((c) => c.participants));
  contacts.delete(userId);
  const codes = new Set(
    (users ?? [])
      .filter((u) => contacts.has(u.id) && languageIsSupported(u.language))
      .map((u) => languageFind(u.language).code),
  );
  codes.delete(target);
  return TRANSLATION_LANGUAGES.map((l) => l.code).filter((c) => codes.has(c));
}
