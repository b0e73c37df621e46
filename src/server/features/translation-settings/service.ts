import { and, eq } from 'drizzle-orm';
import type {
  TranslationSettings,
  TranslationSettingsAll,
  TranslationSettingsUpdate,
} from '../../../protocol';
import { translationSettingsDefault } from '../../../protocol';
import type { Db } from '../../db/connect';
import { translationSettings, users } from '../../db/schema';

async function userLanguage(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.language ?? null;
}

const settingsColumns = {
  autoTranslate: translationSettings.autoTranslate,
  sourceLanguage: translationSettings.sourceLanguage,
  targetLanguage: translationSettings.targetLanguage,
};

/** The user's settings for one conversation (the defaults until they change something). */
export async function translationSettingsGet(
  db: Db,
  userId: string,
  conversationId: string,
): Promise<TranslationSettings> {
  const rows = await db
    .select(settingsColumns)
    .from(translationSettings)
    .where(
      and(
        eq(translationSettings.userId, userId),
        eq(translationSettings.conversationId, conversationId),
      ),
    )
    .limit(1);
  return rows[0] ?? translationSettingsDefault(await userLanguage(db, userId));
}

/** Changes what the update names; the rest keeps its current value. */
export async function translationSettingsPut(
  db: Db,
  userId: string,
  conversationId: string,
  update: TranslationSettingsUpdate,
): Promise<TranslationSettings> {
  const next = { ...(await translationSettingsGet(db, userId, conversationId)), ...update };
  await db
    .insert(translationSettings)
    .values({ userId, conversationId, ...next })
    .onConflictDoUpdate({
      target: [translationSettings.userId, translationSettings.conversationId],
      set: { ...next, updatedAt: new Date() },
    });
  return next;
}

/** Every conversation whose settings the user changed, and the defaults for all the others. */
export async function translationSettingsAll(
  db: Db,
  userId: string,
): Promise<TranslationSettingsAll> {
  const rows = await db
    .select({ conversationId: translationSettings.conversationId, ...settingsColumns })
    .from(translationSettings)
    .where(eq(translationSettings.userId, userId));
  const conversations: Record<string, TranslationSettings> = {};
  for (const { conversationId, ...settings } of rows) conversations[conversationId] = settings;
  return { defaults: translationSettingsDefault(await userLanguage(db, userId)), conversations };
}

/** The user's do-not-translate words, in the order they gave them. */
export async function noTranslateGet(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ words: users.noTranslate })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.words ?? [];
}

export async function noTranslatePut(db: Db, userId: string, words: string[]): Promise<string[]> {
  await db.update(users).set({ noTranslate: words }).where(eq(users.id, userId));
  return words;
}
