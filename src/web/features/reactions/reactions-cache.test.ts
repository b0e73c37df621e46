import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../protocol';
import {
  conversationsApplyLastReaction,
  conversationsApplyReactedMessage,
} from './reactions-cache';

const message = (over: Partial<Message> = {}): Message => ({
  id: 'm1',
  conversationId: 'c1',
  senderId: 'u-emma',
  content: 'Dinner at 8?',
  messageType: 'text',
  metadata: null,
  isBurner: false,
  expiresAt: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  seq: 1,
  clientId: null,
  changeSeq: 1,
  reactions: [{ userId: 'u-sofia', emoji: '👍' }],
  ...over,
});
const reaction = {
  userId: 'u-sofia',
  emoji: '👍',
  at: '2026-06-01T10:01:00.000Z',
  message: message(),
};
const list: Conversation[] = [
  { id: 'c1', name: null, isGroup: false, participants: [], updatedAt: '', lastReaction: reaction },
  { id: 'c2', name: null, isGroup: false, participants: [], updatedAt: '' },
];

describe('conversationsApplyLastReaction', () => {
  it('should set, replace and clear the newest reaction of one conversation', () => {
    const next = conversationsApplyLastReaction(list, 'c2', reaction);
    expect(next[1]!.lastReaction).toEqual(reaction);
    expect(next[0]).toBe(list[0]);
    const cleared = conversationsApplyLastReaction(list, 'c1', null);
    expect(cleared[0]).not.toHaveProperty('lastReaction');
    expect(conversationsApplyLastReaction(list, 'c9', null)).toBe(list);
  });
});

describe('conversationsApplyReactedMessage', () => {
  it('should follow an edit of the message the reaction names', () => {
    const edited = message({ content: 'Dinner at 9?', changeSeq: 2 });
    expect(conversationsApplyReactedMessage(list, edited)[0]!.lastReaction?.message.content).toBe(
      'Dinner at 9?',
    );
  });

  it('should drop the line when the message is unsent or the reaction taken back', () => {
    const unsent = message({
      content: '',
      deletedAt: '2026-06-01T10:02:00.000Z',
      changeSeq: 2,
      reactions: undefined,
    });
    expect(conversationsApplyReactedMessage(list, unsent)[0]).not.toHaveProperty('lastReaction');
    const takenBack = message({ changeSeq: 2, reactions: undefined });
    expect(conversationsApplyReactedMessage(list, takenBack)[0]).not.toHaveProperty('lastReaction');
  });

  it('should leave everything alone for another message, or an older copy', () => {
    expect(conversationsApplyReactedMessage(list, message({ id: 'm2', changeSeq: 5 }))).toBe(list);
    expect(
      conversationsApplyReactedMessage(list, message({ changeSeq: 0, reactions: undefined })),
    ).toBe(list);
  });
});
