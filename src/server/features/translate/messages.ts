import { sql } from 'drizzle-orm';
import type { MessageTranslation } from '../../../protocol';
import { nameWords } from '../../../lang/protect';
import { messageWords } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import type { TextTranslations } from './service';

interface Row {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  message_type: string;
  metadata: unknown;
  language: string | null;
}

/** A message the reader can see, with its words (`messageWords`): what is translated. */
interface Visible extends Row {
  words: string | null;
}

/** The caption as stored (not trimmed), for the check that a message still reads the same. */
const captionStored = (metadata: unknown): string => {
  const caption = (metadata as { caption?: unknown } | null)?.caption;
  return typeof caption === 'string' ? caption : '';
};

/** The reader's do-not-translate words (spec secondary 2, Settings). */
async function userNoTranslate(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await dbRows<{ no_translate: string[] | null }>(
    ctx.db,
    sql`select no_translate from users where id = ${userId}`,
  );
  return rows[0]?.no_translate ?? [];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * True when one of the words is in the text as a whole word, any case: the same test
 * `spansProtect` keeps words by, so when this is false the words change nothing.
 */
function wordsOccur(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const alternatives = words.map(escapeRegExp).join('|');
  return new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives})(?![\p{L}\p{N}])`, 'iu').test(
    text,
  );
}

/**
 * The chat view's batch: each message the user can see, in `target`. A message is translated at
 * most once per target and engine; the translation is kept (message_translations) and given
 * back from there after that. People's names in the conversation stay as they are.
 */
export async function messagesTranslate(
  ctx: AppContext,
  translations: TextTranslations,
  userId: string,
  messageIds: readonly string[],
  target: string,
  source: string = 'auto',
): Promise<MessageTranslation[]> {
  const ids = [...new Set(messageIds)];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Only messages of conversations the user is in: anything else does not exist for them.
  const visible: Visible[] = (
    await dbRows<Row>(
      ctx.db,
      sql`select m.id, m.conversation_id, m.sender_id, m.content, m.message_type, m.metadata,
            m.language from messages m
          join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${userId}
          where m.id in (${idList})`,
    )
  ).map((m) => ({ ...m, words: messageWords({ messageType: m.message_type, ...m }) }));
  const byId = new Map(visible.map((m) => [m.id, m]));
  const { engine } = translations.translator;
  // Stored translations of the messages this reader sees, and of no other.
  const stored =
    visible.length === 0
      ? []
      : await dbRows<{ message_id: string; text: string; source_language: string }>(
          ctx.db,
          sql`select message_id, text, source_language from message_translations
              where message_id in (${sql.join(
                visible.map((m) => sql`${m.id}`),
                sql`, `,
              )}) and target_language = ${target} and engine = ${engine}`,
        );
  const words = await userNoTranslate(ctx, userId);
  // The stored row is everyone's translation from the detected language with names kept. It is
  // not this reader's when they chose the source, or when one of their do-not-translate words
  // is in the text: those are translated for them alone (the engine's answer is still cached in
  // memory under a key holding the words) and not stored. Most messages hold none of a reader's
  // words, so they keep using the stored row.
  const own = (m: Visible) => source !== 'auto' || wordsOccur(m.words ?? '', words);
  const done = new Map(
    stored.filter((s) => !own(byId.get(s.message_id)!)).map((s) => [s.message_id, s]),
  );

  // Only what has words, and a language they were found to be in.
  const missing = visible.filter((m) => !done.has(m.id) && m.language !== null && m.words !== null);
  const conversationIds = [...new Set(missing.map((m) => m.conversation_id))];
  const names = conversationIds.length
    ? await dbRows<{ display_name: string }>(
        ctx.db,
        sql`select distinct u.display_name from users u
            join conversation_members cm on cm.user_id = u.id
            where cm.conversation_id in (${sql.join(
              conversationIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    : [];
  const keep = nameWords(names.map((n) => n.display_name));
  const keepOwn = [...keep, ...words];
  const outcomes = await translations.translate(
    missing.map((m) =>
      own(m)
        ? { text: m.words!, source: source === 'auto' ? m.language! : source, keep: keepOwn }
        : { text: m.words!, source: m.language!, keep },
    ),
    target,
    userId,
  );
  const fresh = new Map<string, MessageTranslation>();
  const rows: Array<{
    id: string;
    text: string;
    source: string;
    content: string;
    caption: string;
  }> = [];
  missing.forEach((m, i) => {
    const outcome = outcomes[i]!;
    fresh.set(m.id, { messageId: m.id, ...outcome });
    // Kept only when an engine did the work: text returned as it is costs nothing to redo.
    if ('translatedText' in outcome && outcome.engine === engine && !own(m)) {
      rows.push({
        id: m.id,
        text: outcome.translatedText,
        source: outcome.detectedLanguage,
        content: m.content,
        caption: captionStored(m.metadata),
      });
    }
  });
  if (rows.length > 0) {
    // Kept only if the message still reads as it did (its text, and a photo's caption): an edit
    // or a burn that landed meanwhile has dropped the old translations, and this one is of the
    // old words too.
    await ctx.db.execute(
      sql`insert into message_translations (message_id, target_language, engine, source_language, text)
          select v.id, ${target}, ${engine}, v.source, v.text
          from (values ${sql.join(
            rows.map((r) => sql`(${r.id}, ${r.source}, ${r.text}, ${r.content}, ${r.caption})`),
            sql`, `,
          )}) as v (id, source, text, content, caption)
          join messages m on m.id = v.id and m.content = v.content
            and coalesce(m.metadata->>'caption', '') = v.caption
          on conflict do nothing`,
    );
  }

  return messageIds.map((messageId): MessageTranslation => {
    const s = done.get(messageId);
    if (s)
      return { messageId, translatedText: s.text, detectedLanguage: s.source_language, engine };
    const f = fresh.get(messageId);
    if (f) return f;
    const m = byId.get(messageId);
    if (m) return { messageId, error: 'Nothing to translate' };
    return { messageId, error: 'Message not found' };
  });
}
