import { sql } from 'drizzle-orm';
import type { OpeningTranslations } from '../../../protocol';
import { messageTranslationWanted } from '../../../protocol';
import { TRANSLATE_OPENING_NEWEST } from '../../../protocol/limits';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { conversationRequireMember } from '../conversations/membership';
import { translationSettingsGet } from '../translation-settings/service';
import { messagesTranslate } from './messages';
import type { TextTranslations } from './service';

interface Row {
  id: string;
  sender_id: string;
  message_type: string;
  content: string;
  metadata: unknown;
  language: string | null;
  deleted_at: Date | string | null;
  edited_at: Date | string | null;
}

const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

/**
 * A chat's opening (GET /api/conversations/{id}/translations): its newest messages that the
 * reader's settings for it want translated (`messageTranslationWanted`, the bubbles' rule too),
 * translated. The translations themselves are the chat's batch's
 * (`messagesTranslate`): kept once per language, the reader's do-not-translate words honoured.
 */
export async function openingTranslations(
  ctx: AppContext,
  translations: TextTranslations,
  userId: string,
  conversationId: string,
): Promise<OpeningTranslations> {
  await conversationRequireMember(ctx.db, conversationId, userId);
  const settings = await translationSettingsGet(ctx.db, userId, conversationId);
  const { targetLanguage, sourceLanguage } = settings;
  const answer: OpeningTranslations = { targetLanguage, sourceLanguage, translations: [] };
  if (!settings.autoTranslate) return answer;
  const rows = await dbRows<Row>(
    ctx.db,
    sql`select id, sender_id, message_type, content, metadata, language, deleted_at, edited_at
        from messages where conversation_id = ${conversationId}
        order by seq desc limit ${TRANSLATE_OPENING_NEWEST}`,
  );
  const wanted = rows.filter((m) =>
    messageTranslationWanted(
      { ...m, senderId: m.sender_id, deletedAt: m.deleted_at, messageType: m.message_type },
      userId,
      settings,
    ),
  );
  if (wanted.length === 0) return answer;
  const done = await messagesTranslate(
    ctx,
    translations,
    userId,
    wanted.map((m) => m.id),
    targetLanguage,
    sourceLanguage,
  );
  // The translation read the words again: an edit (or an unsend) that landed between the two
  // reads would pair the new words' translation with the old version. Each edit moves
  // `edited_at`, so a version still the same after the translation is the one it translated.
  const before = new Map(wanted.map((m) => [m.id, iso(m.edited_at)]));
  const after = await dbRows<{ id: string; edited_at: Date | string | null }>(
    ctx.db,
    sql`select id, edited_at from messages where deleted_at is null and id in (${sql.join(
      wanted.map((m) => sql`${m.id}`),
      sql`, `,
    )})`,
  );
  const still = new Set(
    after.filter((m) => iso(m.edited_at) === before.get(m.id)).map((m) => m.id),
  );
  answer.translations = done
    .filter((t) => still.has(t.messageId))
    .map((t) => ({ ...t, editedAt: before.get(t.messageId) ?? null }));
  return answer;
}
