import type { Conversation, Message, ServerEvent, User } from '../../protocol';
import type { ApplyContext, ChatCache } from './apply-event';
import { applyEvent } from './apply-event';

/**
 * A fake server for the tests of `apply-event.ts` (Zulip's events-system check, `verify_action`:
 * a client that fetched state and then applied the live events must hold exactly what a fresh
 * fetch returns). It answers the same reads as the real one: the conversation list of a user
 * and the messages of one conversation. Used by tests only.
 */

export const EMMA = 'u-emma';
export const SOFIA = 'u-sofia';
export const WEI = 'u-wei';

interface ServerConversation {
  id: string;
  name: string | null;
  isGroup: boolean;
  participants: string[];
  createdAt: string;
}

export class FakeServer {
  conversations: ServerConversation[] = [];
  messages: Message[] = [];
  /** Highest seq each user has read, per conversation. */
  readSeq = new Map<string, number>();
  /** Each conversation's change counter: every edit and unsend takes the next number. */
  lastChangeSeq = new Map<string, number>();
  private clock = Date.parse('2025-03-01T10:00:00.000Z');
  private nextId = 1;

  conversationAdd(id: string, participants: string[], isGroup = false, name: string | null = null) {
    this.conversations.push({ id, name, isGroup, participants, createdAt: this.tick() });
  }

  send(conversationId: string, senderId: string, content: string, clientId: string | null = null) {
    const seq = this.messages.filter((m) => m.conversationId === conversationId).length + 1;
    const message: Message = {
      id: `m${this.nextId++}`,
      conversationId,
      senderId,
      content,
      messageType: 'text',
      metadata: null,
      isBurner: false,
      expiresAt: null,
      createdAt: this.tick(),
      seq,
      clientId,
      deletedAt: null,
      changeSeq: 0,
    };
    // Like the real server: sending does not move the sender's read marker; unread counts
    // only messages from others.
    this.messages.push(message);
    return message;
  }

  /** PUT /api/messages/{id}/edit: same id and seq, new text, editedAt set, next change. */
  edit(messageId: string, content: string): Message {
    return this.change(messageId, { content, editedAt: this.tick() });
  }

  /** DELETE /api/messages/{id}: same id and seq, emptied, deletedAt set, next change. */
  unsend(messageId: string): Message {
    return this.change(messageId, { content: '', metadata: null, deletedAt: this.tick() });
  }

  /** GET /api/conversations/{id}/messages?changedAfter= */
  fetchChangedAfter(conversationId: string, after: number): Message[] {
    return this.messages
      .filter((m) => m.conversationId === conversationId && (m.changeSeq ?? 0) > after)
      .sort((a, b) => a.changeSeq! - b.changeSeq!);
  }

  private change(messageId: string, fields: Partial<Message>): Message {
    const index = this.messages.findIndex((m) => m.id === messageId);
    const held = this.messages[index]!;
    const changeSeq = (this.lastChangeSeq.get(held.conversationId) ?? 0) + 1;
    this.lastChangeSeq.set(held.conversationId, changeSeq);
    const changed = { ...held, ...fields, changeSeq };
    this.messages[index] = changed;
    return changed;
  }

  read(conversationId: string, userId: string, seq: number) {
    const key = `${conversationId}/${userId}`;
    this.readSeq.set(key, Math.max(this.readSeq.get(key) ?? 0, seq));
  }

  /** GET /api/conversations?userId= */
  fetchConversations(userId: string): Conversation[] {
    return this.conversations
      .filter((c) => c.participants.includes(userId))
      .map((c) => {
        const own = this.messages.filter((m) => m.conversationId === c.id);
        const last = own.at(-1) ?? null;
        const read = this.readSeq.get(`${c.id}/${userId}`) ?? 0;
        return {
          id: c.id,
          name: c.name,
          isGroup: c.isGroup,
          participants: c.participants,
          updatedAt: last?.createdAt ?? c.createdAt,
          lastMessage: last,
          lastSeq: last?.seq ?? 0,
          unreadCount: own.filter((m) => m.seq > read && m.senderId !== userId).length,
        };
      })
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  }

  /** How many messages the newest page holds. */
  pageSize = 50;

  /** GET /api/conversations/{id}/messages */
  fetchMessages(conversationId: string): Message[] {
    return this.messages.filter((m) => m.conversationId === conversationId).slice(-this.pageSize);
  }

  fetchCache(userId: string, conversationIds: string[], users: User[]): ChatCache {
    return {
      users,
      conversations: this.fetchConversations(userId),
      messages: Object.fromEntries(conversationIds.map((id) => [id, this.fetchMessages(id)])),
    };
  }

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }
}

export function user(id: string, status: User['status'] = 'offline'): User {
  return { id, username: id.slice(2), displayName: id, avatar: null, language: 'en', status };
}

export const USERS = [user(EMMA, 'online'), user(SOFIA), user(WEI)];

/** Three conversations with some history, as Emma sees them. */
export function serverWithHistory(): FakeServer {
  const server = new FakeServer();
  server.conversationAdd('c-sofia', [EMMA, SOFIA]);
  server.conversationAdd('c-wei', [EMMA, WEI]);
  server.conversationAdd('c-group', [EMMA, SOFIA, WEI], true, 'Trip');
  server.send('c-sofia', SOFIA, 'hola');
  server.send('c-sofia', EMMA, 'hi!');
  server.send('c-wei', WEI, '你好');
  server.send('c-group', SOFIA, 'who brings snacks?');
  return server;
}

/** Applies events one by one, as they arrive; true when one asked for the list again. */
export function applyAll(cache: ChatCache, events: ServerEvent[], ctx: ApplyContext) {
  let refetch = false;
  for (const event of events) {
    const result = applyEvent(cache, event, ctx);
    cache = result.cache;
    refetch ||= result.refetchConversations;
  }
  return { cache, refetch };
}

/** Emma signed in, no chat open. */
export const emmaContext: ApplyContext = { userId: EMMA, openConversationId: null };
