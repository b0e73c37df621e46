import { sql } from 'drizzle-orm';
import type { ChatSearchResult } from '../../../protocol';
import { CHAT_SEARCH_HITS_MAX } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { notFound } from '../../kernel/http';
import { translationSettingsGet } from '../translation-settings/service';

interface HitRow {
  id: string;
  seq: number;
  sender_id: string;
  created_at: Date | string;
  in_original: boolean;
}

/**
 * 'Search in this chat': the messages whose words (a text, a photo's caption) contain `q`, any
 * case, or whose stored translation into the reader's language for this chat does: what they
 * read. The reader's own messages are shown as written, so only their words count. Unsent and
 * burnt messages have no words left. Members only (404 otherwise).
 *
 * Translations are stored when a reader first has them shown; a message nobody has read
 * translated yet is found by its original words only.
 */
export async function chatSearch(
  ctx: AppContext,
  engine: string,
  userId: string,
  conversationId: string,
  q: string,
): Promise<ChatSearchResult> {
  if (!(await ctx.members.has(conversationId, userId))) throw notFound();
  const settings = await translationSettingsGet(ctx.db, userId, conversationId);
  const target = settings.autoTranslate ? settings.targetLanguage : null;
  const words = sql`lower(case when m.message_type = 'image'
      then coalesce(m.metadata->>'caption', '') else m.content end)`;
  const needle = sql`lower(${q})`;
  const translated =
    target === null
      ? sql`false`
      : sql`(m.sender_id <> ${userId} and exists (select 1 from message_translations t
          where t.message_id = m.id and t.target_language = ${target} and t.engine = ${engine}
            and position(${needle} in lower(t.text)) > 0))`;
  // Newest first so the limit keeps the newest hits; one more than wanted says if any were cut.
  const rows = await dbRows<HitRow>(
    ctx.db,
    sql`select m.id, m.seq, m.sender_id, m.created_at,
          position(${needle} in ${words}) > 0 as in_original
        from messages m
        where m.conversation_id = ${conversationId}
          and m.deleted_at is null
          -- Deleted for me (issue 31): never found again.
          and not exists (select 1 from message_hidden h
            where h.message_id = m.id and h.user_id = ${userId})
          and (m.expires_at is null or m.expires_at > ${ctx.clock.now()})
          and m.message_type in ('text', 'burner', 'image')
          and (position(${needle} in ${words}) > 0 or ${translated})
        order by m.seq desc
        limit ${CHAT_SEARCH_HITS_MAX + 1}`,
  );
  const kept = rows.slice(0, CHAT_SEARCH_HITS_MAX).reverse();
  return {
    hits: kept.map((r) => ({
      messageId: r.id,
      seq: r.seq,
      senderId: r.sender_id,
      createdAt: new Date(r.created_at).toISOString(),
      matched: r.in_original ? 'original' : 'translation',
    })),
    truncated: rows.length > CHAT_SEARCH_HITS_MAX,
  };
}
