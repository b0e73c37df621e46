import type { Conversation, LastReaction, Message, User } from '../../../protocol';
import { musicMessageSong, paymentMessageRead } from '../../../protocol/message-read';
import { callLineRead } from '../../../protocol/call-lines';
import { messageWords } from '../../../protocol/message-words';
import { localeNow, tNow } from '../../i18n/intl';
import { moneyLabel } from '../../lib/format';
import { BURNER_TEXT } from '../burner/burner-text';
import { voiceNoteSummary } from './voice-note-summary';
import { callLineEmoji, callLineText } from './call-line-text';

/** Users by id, for naming participants. */
export type UsersById = ReadonlyMap<string, User>;

export function usersIndex(users: readonly User[] | undefined): UsersById {
  return new Map((users ?? []).map((u) => [u.id, u]));
}

/** The participants other than me, in list order. */
export function conversationOthers(conv: Conversation, meId: string, users: UsersById): User[] {
  return conv.participants
    .filter((id) => id !== meId)
    .map((id) => users.get(id))
    .filter((u): u is User => !!u);
}

/** The other person of a one-to-one conversation. */
export function conversationPeer(
  conv: Conversation,
  meId: string,
  users: UsersById,
): User | undefined {
  if (conv.isGroup) return undefined;
  return conversationOthers(conv, meId, users)[0];
}

/**
 * Spec core 3: a one-to-one title is the other participant's display name; a group shows its
 * name, or the other participants' names joined by commas.
 */
export function conversationTitle(conv: Conversation, meId: string, users: UsersById): string {
  if (conv.isGroup) {
    if (conv.name) return conv.name;
    const names = conversationOthers(conv, meId, users).map((u) => u.displayName);
    return names.length ? names.join(', ') : tNow('conversations.groupFallback');
  }
  return (
    conversationPeer(conv, meId, users)?.displayName ??
    conv.name ??
    tNow('conversations.unknownFallback')
  );
}

/**
 * Spec core 5: the search matches the conversation name or a participant's display name,
 * case-insensitively.
 */
export function conversationMatches(
  conv: Conversation,
  query: string,
  meId: string,
  users: UsersById,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  if (conv.name?.toLocaleLowerCase().includes(q)) return true;
  return conv.participants.some(
    (id) => id !== meId && users.get(id)?.displayName.toLocaleLowerCase().includes(q),
  );
}

/** What a message without words of its own is called: its emoji and a catalog id. */
const TYPE_LABELS: Record<
  Exclude<Message['messageType'], 'text' | 'payment' | 'voice' | 'call'>,
  [emoji: string, id: string]
> = {
  burner: ['🔥', 'conversations.typeBurner'],
  image: ['📷', 'conversations.typePhoto'],
  sticker: ['✨', 'conversations.typeSticker'],
  music: ['🎵', 'conversations.typeMusic'],
  game: ['🎮', 'conversations.typeGame'],
  location: ['📍', 'conversations.typeLocation'],
};

function typeLabel(type: keyof typeof TYPE_LABELS): string {
  const [emoji, id] = TYPE_LABELS[type];
  return `${emoji} ${tNow(id)}`;
}

/** A payment message in one line: its amount, and whether it is money sent or asked for. */
function paymentSummary(message: Message): string {
  const meta = paymentMessageRead(message.metadata);
  // The brand name, the same in every language.
  if (!meta) return '💸 Allo Cash';
  const amount = moneyLabel(localeNow(), meta.amount);
  return meta.kind === 'payment'
    ? `💸 ${tNow('conversations.paymentOf', { amount })}`
    : `💸 ${tNow('conversations.requestFor', { amount })}`;
}

const oneLine = (words: string) => words.replace(/\s+/g, ' ').trim();

/**
 * What a message says in one line. `words` stand in for its own words (`messageWords`: a text,
 * a photo's caption) when the reader is shown them translated.
 */
export function messageSummary(
  message: Message,
  words: string | null = messageWords(message),
): string {
  if (message.messageType === 'text') return oneLine(words ?? '');
  // A photo with a caption is named by it, as in WhatsApp: '📷 Our new garden'.
  if (message.messageType === 'image' && words) return `📷 ${oneLine(words)}`;
  if (message.messageType === 'payment') return paymentSummary(message);
  // A song's title is a name: shown as written, never translated.
  if (message.messageType === 'music') {
    const song = musicMessageSong(message.metadata);
    if (song) return `🎵 ${song.title}`;
  }
  if (message.messageType === 'voice') return voiceNoteSummary(message.metadata);
  if (message.messageType === 'call') {
    const line = callLineRead(message.metadata);
    return line
      ? `${callLineEmoji(line)} ${callLineText(line, tNow)}`
      : `📞 ${oneLine(message.content)}`;
  }
  return typeLabel(message.messageType);
}

/** The first word of a display name ('Sofía' for 'Sofía García'). */
export function userFirstName(user: User | undefined): string | undefined {
  return user?.displayName.split(' ')[0] || undefined;
}

/**
 * What stands in place of an unsent message, in the bubble and as the list's last line:
 * 'You unsent a message' for the reader's own, 'Sofía unsent a message' for someone else's.
 */
export function messageUnsentText(
  senderId: string,
  meId: string,
  sender: User | undefined,
): string {
  if (senderId === meId) return tNow('conversations.unsentMine');
  const name = userFirstName(sender);
  return name ? tNow('conversations.unsentBy', { name }) : tNow('conversations.unsentSomeone');
}

/**
 * The row's second line: the last message ('You: ' for mine, the sender's first name in
 * groups), or null when the conversation is still empty.
 */
export function conversationPreview(
  conv: Conversation,
  meId: string,
  users: UsersById,
  /** The last message as the reader sees it (translated), in place of its own text. */
  shown?: string,
): string | null {
  const last = conv.lastMessage;
  const reaction = conv.lastReaction;
  // A reaction given after the last message is the newest thing said (issue 31).
  if (reaction && (!last || Date.parse(reaction.at) >= Date.parse(last.createdAt))) {
    return reactionPreview(reaction, meId, users);
  }
  if (!last) return null;
  if (last.deletedAt && last.isBurner) return BURNER_TEXT.gone;
  if (last.deletedAt) return messageUnsentText(last.senderId, meId, users.get(last.senderId));
  const text = shown ?? messageSummary(last);
  if (last.senderId === meId) return tNow('conversations.previewMine', { text });
  if (conv.isGroup) {
    const name = userFirstName(users.get(last.senderId));
    if (name) return tNow('conversations.previewSender', { name, text });
  }
  return text;
}

/** Long enough to recognise the message a reaction names, short enough for one line. */
const REACTED_TEXT_MAX = 40;

/** 'Sofía reacted 👍 to “Dinner at 8?”', 'You reacted ❤️ to “…”'. */
export function reactionPreview(reaction: LastReaction, meId: string, users: UsersById): string {
  const words = messageSummary(reaction.message);
  const text =
    words.length > REACTED_TEXT_MAX ? `${words.slice(0, REACTED_TEXT_MAX - 1).trimEnd()}…` : words;
  const { emoji } = reaction;
  if (reaction.userId === meId) return tNow('conversations.reactedMine', { emoji, text });
  const name = userFirstName(users.get(reaction.userId));
  return name
    ? tNow('conversations.reactedBy', { name, emoji, text })
    : tNow('conversations.reactedSomeone', { emoji, text });
}
