import { describe, expect, it } from 'vitest';
import type { Conversation, User } from '../../../protocol';
import type { ApplyContext, ChatCache } from '../../lib/apply-event';
import { applyEvent } from '../../lib/apply-event';

const person = (id: string): User => ({
  id,
  username: id,
  displayName: id,
  avatar: null,
  language: 'en',
  status: 'offline',
});
const chat = (id: string) => ({ id }) as Conversation;
const CTX: ApplyContext = { userId: 'u-me', openConversationId: null };

describe("applyEvent 'user_deleted'", () => {
  const cache: ChatCache = {
    users: [person('u-me'), person('u-gone'), person('u-other')],
    conversations: [chat('c-direct'), chat('c-group')],
    messages: {},
  };

  it('should forget the person and the conversations that went with them', () => {
    const { cache: next } = applyEvent(
      cache,
      { type: 'user_deleted', userId: 'u-gone', conversationIds: ['c-direct'] },
      CTX,
    );
    expect(next.users?.map((u) => u.id)).toEqual(['u-me', 'u-other']);
    expect(next.conversations?.map((c) => c.id)).toEqual(['c-group']);
  });

  it('should give back the same lists when nothing it names is held', () => {
    const { cache: next } = applyEvent(
      cache,
      { type: 'user_deleted', userId: 'u-nobody', conversationIds: ['c-elsewhere'] },
      CTX,
    );
    expect(next.users).toBe(cache.users);
    expect(next.conversations).toBe(cache.conversations);
  });
});
