import { sql } from 'drizzle-orm';
import type { StatusTranslation, TranslationOutcome } from '../../../protocol';
import { languageFind } from '../../../lang/catalog';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { publishTo } from '../../realtime/publish';
import { nameWords } from '../../../lang/protect';
import type { TextTranslations } from '../translate/service';

/**
 * How long a read of statuses waits for translations the cache does not have yet. Apertium
 * translates a status's words in 3 ms (700 characters: 25-35 ms), and starts a pair's pipeline,
 * the first time a pair is asked for, in 1.4-2 s (measured on a 2-core machine under a load of
 * 9); a remote engine that is slow or down answers only at its timeout (10 s, 30 s for a model),
 * which must not hold the whole Status page. Past this, such a status goes out as written, and
 * the reader's devices are told to read the feed again once its translation is in the cache.
 */
export const STATUS_TRANSLATION_WAIT_MS = 3_000;

/** Who reads: the language they read in, their do-not-translate words and their name. */
export interface StatusReader {
  id: string;
  /** One of the translation languages: what the chat translates into by default. */
  language: string;
  noTranslate: string[];
  name: string;
}

/** The reader of the statuses, as translating for them needs. */
export async function statusReaderRead(ctx: AppContext, userId: string): Promise<StatusReader> {
  const [row] = await dbRows<{
    language: string;
    no_translate: string[] | null;
    display_name: string;
  }>(ctx.db, sql`select language, no_translate, display_name from users where id = ${userId}`);
  return {
    id: userId,
    // As the chat's default target (translationSettingsDefault): 'pt-BR' reads Portuguese.
    language: languageFind(row?.language).code,
    noTranslate: row?.no_translate ?? [],
    name: row?.display_name ?? '',
  };
}

/** A status's words, as translating them needs. */
export interface StatusWords {
  id: string;
  authorId: string;
  authorName: string;
  /** The text, or the photo's caption; '' for none. */
  content: string;
  /** Detected when posted; null for no words, or a status posted before languages were kept. */
  language: string | null;
}

/** Translated, failed (shown as written, and said), or nothing to say (already readable). */
function statusTranslation(
  outcome: TranslationOutcome,
  targetLanguage: string,
): StatusTranslation | null {
  if ('error' in outcome) return { targetLanguage, error: outcome.error };
  // 'none': names, numbers and emoji only; nothing was translated.
  if (outcome.engine === 'none') return null;
  return { targetLanguage, ...outcome };
}

/**
 * The words of each status in `reader`'s language, by status id, through the translation
 * service the chat uses (`TextTranslations`): its cache answers a text it translated before
 * without the engine, and identical requests under way share one call, so a friend's status is
 * translated once per language however many read it. Only someone else's status whose words are
 * in another language is translated; all of them at once. The author's name and the reader's,
 * and the reader's do-not-translate words, stay as they are, as in a chat.
 *
 * What the engine has not answered within `STATUS_TRANSLATION_WAIT_MS` is left out (shown as
 * written); once it is translated, the reader's devices get `statuses_changed` and read the feed
 * again, from the cache.
 */
export async function statusesTranslate(
  ctx: AppContext,
  translations: TextTranslations,
  reader: StatusReader,
  list: readonly StatusWords[],
): Promise<Map<string, StatusTranslation>> {
  const target = reader.language;
  const others = list.filter((s) => s.authorId !== reader.id && s.content !== '');
  // Statuses posted before their language was kept (gone within a day) are detected now.
  const sources = await Promise.all(
    others.map(
      async (s) => s.language ?? (await ctx.detector.detect(s.content, s.authorId)).language,
    ),
  );
  const jobs = others.flatMap((s, i) => {
    const source = sources[i]!;
    if (source === target) return [];
    const keep = [...nameWords([s.authorName, reader.name]), ...reader.noTranslate];
    const outcome = translations
      .translate([{ text: s.content, source, keep }], target, reader.id)
      .then(([one]) => one!);
    return [{ id: s.id, outcome }];
  });
  const out = new Map<string, StatusTranslation>();
  if (jobs.length === 0) return out;

  const late = Symbol('late');
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), STATUS_TRANSLATION_WAIT_MS);
  });
  const answers = await Promise.all(jobs.map((j) => Promise.race([j.outcome, deadline])));
  clearTimeout(timer);

  const pending: Array<Promise<TranslationOutcome>> = [];
  jobs.forEach((job, i) => {
    const answer = answers[i]!;
    if (answer === late) {
      pending.push(job.outcome);
      return;
    }
    const shown = statusTranslation(answer, target);
    if (shown) out.set(job.id, shown);
  });
  // Nothing waits on this: a failure must not become an unhandled rejection.
  if (pending.length > 0) lateTell(ctx, reader.id, pending).catch(() => undefined);
  return out;
}

/** Once the late translations are in (the cache has them), the reader reads the feed again. */
async function lateTell(
  ctx: AppContext,
  readerId: string,
  pending: ReadonlyArray<Promise<TranslationOutcome>>,
): Promise<void> {
  const outcomes = await Promise.all(pending);
  // A failure is not cached: reading again would only wait for the engine again.
  if (outcomes.some((o) => 'translatedText' in o))
    await publishTo(ctx, [readerId], { type: 'statuses_changed' });
}
