import type { Conversation, Message, ServerEvent, User } from '../../protocol';

/**
 * Folding live events into cached server state (STYLE "Client state"): one pure function,
 * {@link applyEvent}, that the live-sync hook runs against the TanStack Query cache. Old state
 * plus the applied events equals a fresh fetch (see `apply-event.test.ts`). It folds what is
 * core messaging; features fold the rest through `live-registry.ts`.
 */

/**
 * A message we sent that the server has not confirmed yet: being sent, waiting in the outbox
 * for the connection (queued), or refused by the server (failed, with the server's reason).
 */
export type SendState = 'pending' | 'queued' | 'failed';

/** A message as the chat view holds it: a server message, or an optimistic one of ours. */
export type ChatMessage = Message & { sendState?: SendState; sendError?: string };

/** The parts of the query cache that live events touch. Undefined means "not cached". */
export interface ChatCache {
  users: User[] | undefined;
  conversations: Conversation[] | undefined;
  messages: Readonly<Record<string, ChatMessage[] | undefined>>;
}

export interface ApplyContext {
  /** The signed-in user: their own messages never count as unread. */
  userId: string;
  /** The chat on screen: what arrives there is read at once, so it is not counted. */
  openConversationId: string | null;
}

export interface ApplyResult {
  cache: ChatCache;
  /** A message arrived for a conversation the cached list does not know: fetch the list. */
  refetchConversations: boolean;
}

/** True for messages the server has stored (they have a real seq). */
export function messageIsConfirmed(m: ChatMessage): boolean {
  return m.sendState === undefined;
}

/** Confirmed messages by seq, then our unconfirmed ones in the order they were written. */
export function messageCompare(a: ChatMessage, b: ChatMessage): number {
  const ac = messageIsConfirmed(a);
  const bc = messageIsConfirmed(b);
  if (ac !== bc) return ac ? -1 : 1;
  if (ac) return a.seq - b.seq;
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

function messageSame(a: ChatMessage, b: Message): boolean {
  return (
    a.sendState === undefined &&
    a.id === b.id &&
    a.seq === b.seq &&
    a.content === b.content &&
    (a.editedAt ?? null) === (b.editedAt ?? null) &&
    (a.deletedAt ?? null) === (b.deletedAt ?? null) &&
    (a.changeSeq ?? 0) === (b.changeSeq ?? 0) &&
    a.expiresAt === b.expiresAt
  );
}

/**
 * True when `incoming` is an older version of the held message: the HTTP reply to an edit or
 * an unsend can overtake the live push of an earlier change, and a page fetched before a change
 * can land after it. Every edit and unsend takes the next number of its conversation's change
 * counter, so the higher changeSeq is the newer copy.
 *
 * Equal numbers (or none, from a server that does not count changes) fall back to the times:
 * edits only move editedAt forward, and an unsent message never comes back.
 */
function messageIsOlderCopy(held: ChatMessage | undefined | null, incoming: Message): boolean {
  if (!held || !messageIsConfirmed(held) || held.id !== incoming.id) return false;
  const heldChange = held.changeSeq ?? 0;
  const incomingChange = incoming.changeSeq ?? 0;
  if (heldChange !== incomingChange) return incomingChange < heldChange;
  if (held.deletedAt && !incoming.deletedAt) return true;
  if (!held.editedAt) return false;
  return !incoming.editedAt || timeOf(incoming.editedAt) < timeOf(held.editedAt);
}

/**
 * Merges server messages into a cached list: deduplicated by id and by (sender, clientId), so
 * the server's copy replaces our optimistic one, and kept sorted whatever the arrival order. A
 * newer copy of a held message (an edit or an unsend) replaces it; an older one is ignored.
 * Returns the same array when nothing changes, so nothing re-renders on duplicate delivery.
 */
export function messagesMerge(
  list: readonly ChatMessage[],
  incomingAll: readonly Message[],
): ChatMessage[] {
  if (incomingAll.length === 0) return list as ChatMessage[];
  const byId = new Map(list.map((m) => [m.id, m]));
  // Deleted for me (issue 31): it stays so, whatever copy comes later (an edit, a reaction).
  const incoming = incomingAll.filter(
    (m) => !messageIsOlderCopy(byId.get(m.id), m) && !byId.get(m.id)?.hiddenForMe,
  );
  if (incoming.every((m) => byId.has(m.id) && messageSame(byId.get(m.id)!, m))) {
    return list as ChatMessage[];
  }
  const ids = new Set(incoming.map((m) => m.id));
  const clientIds = new Set(
    incoming.filter((m) => m.clientId).map((m) => `${m.senderId}\u0000${m.clientId}`),
  );
  const kept = list.filter(
    (m) => !ids.has(m.id) && !(m.clientId && clientIds.has(`${m.senderId}\u0000${m.clientId}`)),
  );
  // Incoming may itself repeat a message: keep the newest copy of each id (the last of equals).
  const unique = new Map<string, Message>();
  for (const m of incoming) if (!messageIsOlderCopy(unique.get(m.id), m)) unique.set(m.id, m);
  // Nearly sorted input: TimSort makes this linear in the common "append one" case.
  return [...kept, ...unique.values()].sort(messageCompare);
}

/**
 * Merges copies that arrive on their own (live events, the changes caught up after a
 * reconnect) rather than as a page: a change to a message older than the oldest one held is
 * left out, since that history is not loaded and comes with its page, already changed. Merged
 * in, it would sit alone below a gap, and the next older page would start from it.
 */
export function messagesMergeUpdates(
  list: readonly ChatMessage[],
  incoming: readonly Message[],
): ChatMessage[] {
  const lowest = messagesLowestSeq(list);
  // Nothing stored is held yet (an empty chat, or only ours still sending): all of it is new.
  if (!Number.isFinite(lowest)) return messagesMerge(list, incoming);
  return messagesMerge(
    list,
    incoming.filter((m) => m.seq >= lowest),
  );
}

/** Adds our optimistic message (or replaces an earlier attempt with the same clientId). */
export function messagesAddPending(
  list: readonly ChatMessage[],
  pending: ChatMessage,
): ChatMessage[] {
  const kept = list.filter(
    (m) =>
      !(
        m.clientId === pending.clientId &&
        m.senderId === pending.senderId &&
        !messageIsConfirmed(m)
      ),
  );
  // A confirmed copy already arrived (the live push can beat the HTTP reply): keep that one.
  if (kept.some((m) => m.clientId === pending.clientId && m.senderId === pending.senderId)) {
    return kept;
  }
  return [...kept, pending].sort(messageCompare);
}

/** The highest seq the server gave us in this list (0 when none). */
export function messagesHighestSeq(list: readonly ChatMessage[] | undefined): number {
  let max = 0;
  for (const m of list ?? []) if (messageIsConfirmed(m) && m.seq > max) max = m.seq;
  return max;
}

/**
 * The highest change number held in this list (0 when none): a device back from being away
 * asks for what was edited or unsent after it (`changedAfter`).
 */
export function messagesHighestChangeSeq(list: readonly ChatMessage[] | undefined): number {
  let max = 0;
  for (const m of list ?? []) {
    if (messageIsConfirmed(m) && (m.changeSeq ?? 0) > max) max = m.changeSeq ?? 0;
  }
  return max;
}

/** The lowest seq held (Infinity when none). */
export function messagesLowestSeq(list: readonly ChatMessage[] | undefined): number {
  let min = Infinity;
  for (const m of list ?? []) if (messageIsConfirmed(m) && m.seq < min) min = m.seq;
  return min;
}

function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
}

/** Newest first, as the server sorts them (updatedAt descending). */
export function conversationsSort(list: readonly Conversation[]): Conversation[] {
  // Pinned chats first, the newest pin first (issue 31); then the newest activity.
  const pin = (c: Conversation) => (c.pinnedAt ? timeOf(c.pinnedAt) : -Infinity);
  return [...list].sort((a, b) => pin(b) - pin(a) || timeOf(b.updatedAt) - timeOf(a.updatedAt));
}

/**
 * Folds one message into the conversation list. Returns null when the conversation is not in
 * the list (the caller refetches it).
 */
export function conversationsApplyMessage(
  list: readonly Conversation[],
  message: Message,
  ctx: ApplyContext,
): Conversation[] | null {
  const index = list.findIndex((c) => c.id === message.conversationId);
  if (index < 0) return null;
  const conv = list[index]!;
  const lastSeq = conv.lastSeq ?? conv.lastMessage?.seq ?? 0;
  let next: Conversation;
  if (message.seq > lastSeq) {
    // As the server counts: messages from others after our last read. The open chat is read
    // up to what arrives (the chat posts /read for it), so its count is zero.
    const open = conv.id === ctx.openConversationId;
    const counts = message.senderId !== ctx.userId;
    next = {
      ...conv,
      lastMessage: message,
      lastSeq: message.seq,
      updatedAt:
        timeOf(message.createdAt) > timeOf(conv.updatedAt) ? message.createdAt : conv.updatedAt,
      unreadCount: open ? 0 : (conv.unreadCount ?? 0) + (counts ? 1 : 0),
    };
  } else if (
    conv.lastMessage?.id === message.id &&
    !messageSame(conv.lastMessage, message) &&
    !messageIsOlderCopy(conv.lastMessage, message)
  ) {
    // A newer copy of the last message (an edit or an unsend): show it, count nothing.
    next = { ...conv, lastMessage: message };
  } else {
    return list as Conversation[];
  }
  const copy = [...list];
  copy[index] = next;
  return conversationsSort(copy);
}

/** Clears the unread badge of one conversation (we just read it). */
export function conversationsClearUnread(
  list: readonly Conversation[],
  conversationId: string,
): Conversation[] {
  if (!list.some((c) => c.id === conversationId && c.unreadCount)) return list as Conversation[];
  return list.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c));
}

/** Adds or replaces a conversation we created, keeping the list's order. */
export function conversationsUpsert(
  list: readonly Conversation[],
  conv: Conversation,
): Conversation[] {
  return conversationsSort([conv, ...list.filter((c) => c.id !== conv.id)]);
}

function usersApplyPresence(users: User[], userId: string, status: User['status']): User[] {
  const index = users.findIndex((u) => u.id === userId);
  if (index < 0 || users[index]!.status === status) return users;
  const copy = [...users];
  copy[index] = { ...users[index]!, status };
  return copy;
}

function cacheApplyMessage(cache: ChatCache, message: Message, ctx: ApplyContext): ApplyResult {
  const held = cache.messages[message.conversationId];
  const messages =
    held === undefined
      ? cache.messages
      : { ...cache.messages, [message.conversationId]: messagesMergeUpdates(held, [message]) };
  let conversations = cache.conversations;
  let refetchConversations = false;
  if (conversations) {
    const next = conversationsApplyMessage(conversations, message, ctx);
    if (next === null) refetchConversations = true;
    else conversations = next;
  }
  return { cache: { ...cache, messages, conversations }, refetchConversations };
}

/**
 * How a core event (a message, a conversation, presence, a deleted account) changes the chat
 * cache. Pure: same input, same output; the input is never mutated. Any other event comes back
 * unchanged, for the features registered for it (`LiveRegistry.apply`).
 */
export function applyEvent(cache: ChatCache, event: ServerEvent, ctx: ApplyContext): ApplyResult {
  switch (event.type) {
    case 'message':
    case 'ack':
      return cacheApplyMessage(cache, event.message, ctx);
    case 'conversation': {
      // Someone started a conversation with us. A copy we already hold may be newer: keep it.
      const list = cache.conversations;
      const known = list?.some((c) => c.id === event.conversation.id) ?? true;
      return {
        cache: known
          ? cache
          : { ...cache, conversations: conversationsUpsert(list!, event.conversation) },
        refetchConversations: false,
      };
    }
    case 'presence':
      return {
        cache: cache.users
          ? { ...cache, users: usersApplyPresence(cache.users, event.userId, event.status) }
          : cache,
        refetchConversations: false,
      };
    case 'message_hidden': {
      // I deleted it for myself on one of my devices: it keeps its place, with nothing of it.
      const held = cache.messages[event.conversationId];
      const messages = held?.some((m) => m.id === event.messageId && !m.hiddenForMe)
        ? {
            ...cache.messages,
            [event.conversationId]: held.map((m) =>
              m.id === event.messageId
                ? { ...m, content: '', metadata: null, language: null, hiddenForMe: true }
                : m,
            ),
          }
        : cache.messages;
      // The list's last line may have been that message: the server says which comes before it.
      const last = cache.conversations?.find((c) => c.id === event.conversationId)?.lastMessage;
      return {
        cache: { ...cache, messages },
        refetchConversations: last?.id === event.messageId,
      };
    }
    case 'user_deleted': {
      // A contact deleted their account: they and the chats that went with them leave the lists.
      const gone = new Set(event.conversationIds);
      const users = cache.users?.some((u) => u.id === event.userId)
        ? cache.users.filter((u) => u.id !== event.userId)
        : cache.users;
      const conversations = cache.conversations?.some((c) => gone.has(c.id))
        ? cache.conversations.filter((c) => !gone.has(c.id))
        : cache.conversations;
      return { cache: { ...cache, users, conversations }, refetchConversations: false };
    }
    default:
      // Not core messaging: the features registered for it fold it (`live-registry.ts`).
      return { cache, refetchConversations: false };
  }
}
