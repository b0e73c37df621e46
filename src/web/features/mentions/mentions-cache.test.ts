import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../protocol';
import { conversationsApplyMention } from './mentions-cache';

const message = (over: Partial<Message> = {}): Message => ({
  id: 'm9',
  conversationId: 'c1',
  senderId: 'u-sofia',
  content: '@emma hi',
  messageType: 'text',
  metadata: null,
  isBurner: false,
  expiresAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  seq: 9,
  clientId: null,
  changeSeq: 0,
  ...over,
});
const conv = (m: Message, unreadCount: number, mentionedMe?: boolean): Conversation => ({
  id: 'c1',
  name: 'Trip',
  isGroup: true,
  participants: ['u-emma', 'u-sofia'],
  updatedAt: m.createdAt,
  lastMessage: m,
  unreadCount,
  ...(mentionedMe ? { mentionedMe } : {}),
});

describe('conversationsApplyMention', () => {
  it('should say I was mentioned, and keep it while unread messages follow', () => {
    const m = message({ mentions: ['u-emma'] });
    expect(conversationsApplyMention([conv(m, 3)], m, 'u-emma')[0]!.mentionedMe).toBe(true);
    const next = message({ id: 'm10', seq: 10 });
    expect(conversationsApplyMention([conv(next, 4, true)], next, 'u-emma')[0]!.mentionedMe).toBe(
      true,
    );
  });

  it('should start afresh with the first unread message after the reader caught up', () => {
    const m = message({ id: 'm11', seq: 11 });
    expect(conversationsApplyMention([conv(m, 1, true)], m, 'u-emma')[0]!.mentionedMe).toBe(
      undefined,
    );
  });

  it('should leave others’ mentions, my own messages and changes alone', () => {
    const other = message({ mentions: ['u-camille'] });
    const list = [conv(other, 2)];
    expect(conversationsApplyMention(list, other, 'u-emma')).toBe(list);
    const mine = message({ senderId: 'u-emma', mentions: ['u-emma'] });
    expect(conversationsApplyMention([conv(mine, 0)], mine, 'u-emma')[0]!.mentionedMe).toBe(
      undefined,
    );
    const edited = message({ mentions: ['u-emma'], changeSeq: 4 });
    expect(conversationsApplyMention([conv(edited, 2)], edited, 'u-emma')[0]!.mentionedMe).toBe(
      undefined,
    );
  });
});
