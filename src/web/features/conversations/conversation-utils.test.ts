import { beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import type { Conversation, Message, User } from '../../../protocol';
import {
  conversationMatches,
  conversationPreview,
  conversationTitle,
  messageSummary,
  usersIndex,
} from './conversation-utils';

// The summaries are said in the app language: English here, from the real catalog.
beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

const user = (id: string, displayName: string): User => ({
  id,
  username: id,
  displayName,
  avatar: null,
  language: 'en',
  status: 'offline',
});
const USERS = usersIndex([
  user('me', 'Emma Johnson'),
  user('s', 'Sofía García'),
  user('w', 'Wei Chen'),
]);
const conv = (over: Partial<Conversation>): Conversation => ({
  id: 'c',
  name: null,
  isGroup: false,
  participants: ['me', 's'],
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});
const msg = (senderId: string, content: string, over: Partial<Message> = {}): Message => ({
  id: 'm',
  conversationId: 'c',
  senderId,
  content,
  messageType: 'text',
  metadata: null,
  isBurner: false,
  expiresAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  seq: 1,
  clientId: null,
  ...over,
});

describe('conversationTitle (core 3)', () => {
  it('should name a one-to-one by the other participant', () => {
    expect(conversationTitle(conv({}), 'me', USERS)).toBe('Sofía García');
  });
  it('should name a group by its name', () => {
    expect(conversationTitle(conv({ isGroup: true, name: 'Trip' }), 'me', USERS)).toBe('Trip');
  });
  it('should join the other names of an unnamed group with commas', () => {
    const group = conv({ isGroup: true, participants: ['me', 's', 'w'] });
    expect(conversationTitle(group, 'me', USERS)).toBe('Sofía García, Wei Chen');
  });
});

describe('conversationMatches (core 5: conversation search)', () => {
  it('should match a participant name case-insensitively', () => {
    expect(conversationMatches(conv({}), 'SOFÍA', 'me', USERS)).toBe(true);
    expect(conversationMatches(conv({}), 'wei', 'me', USERS)).toBe(false);
  });
  it('should match the conversation name', () => {
    expect(
      conversationMatches(conv({ isGroup: true, name: 'Book Club' }), 'club', 'me', USERS),
    ).toBe(true);
  });
  it('should not match on my own name', () => {
    expect(conversationMatches(conv({}), 'emma', 'me', USERS)).toBe(false);
  });
  it('should match everything on a blank query', () => {
    expect(conversationMatches(conv({}), '  ', 'me', USERS)).toBe(true);
  });
});

describe('conversationPreview', () => {
  it('should say the newest reaction while no message came after it', () => {
    const mine = msg('me', 'Dinner at 8 at the place by the river, with everyone from work?');
    const reaction = { userId: 's', emoji: '👍', at: '2025-01-01T00:05:00.000Z', message: mine };
    expect(
      conversationPreview(conv({ lastMessage: mine, lastReaction: reaction }), 'me', USERS),
    ).toBe('Sofía reacted 👍 to “Dinner at 8 at the place by the river,…”');
    const myOwn = { ...reaction, userId: 'me', emoji: '❤️' };
    expect(conversationPreview(conv({ lastMessage: mine, lastReaction: myOwn }), 'me', USERS)).toBe(
      'You reacted ❤️ to “Dinner at 8 at the place by the river,…”',
    );
    // A message after it is newer news.
    const later = msg('s', 'ok', { createdAt: '2025-01-01T00:06:00.000Z' });
    expect(
      conversationPreview(conv({ lastMessage: later, lastReaction: reaction }), 'me', USERS),
    ).toBe('ok');
  });

  it('should be null without messages', () => {
    expect(conversationPreview(conv({ lastMessage: null }), 'me', USERS)).toBeNull();
  });
  it('should prefix my own messages with You:', () => {
    expect(conversationPreview(conv({ lastMessage: msg('me', 'hi') }), 'me', USERS)).toBe(
      'You: hi',
    );
  });
  it('should prefix the sender first name in groups', () => {
    const group = conv({ isGroup: true, lastMessage: msg('s', 'hola') });
    expect(conversationPreview(group, 'me', USERS)).toBe('Sofía: hola');
  });
  it('should describe non-text messages', () => {
    const c = conv({ lastMessage: msg('s', 'data:...', { messageType: 'image' }) });
    expect(conversationPreview(c, 'me', USERS)).toBe('📷 Photo');
  });
  it('should name a photo by its caption, translated when the reader is shown it so', () => {
    const photo = msg('s', '/api/images/abc12345', {
      messageType: 'image',
      metadata: { objectRef: 'abc12345', caption: '  Nuestro  jardín\nnuevo ' },
    });
    expect(conversationPreview(conv({ lastMessage: photo }), 'me', USERS)).toBe(
      '📷 Nuestro jardín nuevo',
    );
    expect(messageSummary(photo, 'Our new garden')).toBe('📷 Our new garden');
    const bare = { ...photo, metadata: { objectRef: 'abc12345' } };
    expect(conversationPreview(conv({ lastMessage: bare }), 'me', USERS)).toBe('📷 Photo');
  });
  it('should give a payment its amount, and a request what it asks for', () => {
    const payment = msg('me', 'Sent $12.34', {
      messageType: 'payment',
      metadata: { kind: 'payment', paymentId: 'p', amount: 1234, note: null, status: 'pending' },
    });
    expect(conversationPreview(conv({ lastMessage: payment }), 'me', USERS)).toBe(
      'You: 💸 Payment of $12.34',
    );
    const request = msg('s', 'Requested $5.00', {
      messageType: 'payment',
      metadata: { kind: 'request', requestId: 'r', amount: 500, note: null, status: 'open' },
    });
    expect(conversationPreview(conv({ lastMessage: request }), 'me', USERS)).toBe(
      '💸 Request for $5.00',
    );
  });
  it('should say who unsent the last message, in place of its words (core 4 Unsend)', () => {
    const unsent = { content: '', deletedAt: '2025-01-01T00:01:00.000Z' };
    const mine = conv({ lastMessage: msg('me', '', unsent) });
    expect(conversationPreview(mine, 'me', USERS, 'a translation')).toBe('You unsent a message');
    const theirs = conv({ lastMessage: msg('s', '', { ...unsent, messageType: 'image' }) });
    expect(conversationPreview(theirs, 'me', USERS)).toBe('Sofía unsent a message');
    const group = conv({ isGroup: true, lastMessage: msg('w', '', unsent) });
    expect(conversationPreview(group, 'me', USERS)).toBe('Wei unsent a message');
    const stranger = conv({ lastMessage: msg('x', '', unsent) });
    expect(conversationPreview(stranger, 'me', USERS)).toBe('Someone unsent a message');
  });
  it('should still name a payment whose details it cannot read', () => {
    const c = conv({ lastMessage: msg('s', '', { messageType: 'payment' }) });
    expect(conversationPreview(c, 'me', USERS)).toBe('💸 Allo Cash');
  });
});
