import { eld } from 'eld/medium';
import { sql } from 'drizzle-orm';
import type { Detection } from '../../../lang/detect';
import { detectLanguage } from '../../../lang/detect';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';

/** Messages of these types are words someone wrote; the others (images, games…) have no language. */
const WRITTEN = new Set(['text', 'burner']);

/**
 * How long a user's language is trusted from memory. It only decides short messages the
 * detector cannot; a change of language reaches them within this time.
 */
const LANGUAGE_TTL_MS = 60_000;
const LANGUAGE_MAX = 100_000;

/**
 * Language detection on the server, with the user's language to fall back on. eld's medium model:
 * as accurate as the large one on our regression set, at half its memory (about 200 MB, not 400).
 */
export class Detector {
  private readonly languages = new Map<string, { language: string; until: number }>();

  constructor(private readonly db: Db) {}

  /** Spec core 5 and 7: the language of `text`, falling back to the user's, then English. */
  async detect(text: string, userId?: string): Promise<Detection> {
    const fallback = userId ? await this.userLanguage(userId) : 'en';
    return detectLanguage(eld, text, fallback);
  }

  /** The language a new or edited message is stored with; null for what is not text. */
  async ofMessage(senderId: string, messageType: string, content: string): Promise<string | null> {
    if (!WRITTEN.has(messageType)) return null;
    return (await this.detect(content, senderId)).language;
  }

  /** The language a user picked (spec: English when none is known). */
  async userLanguage(userId: string): Promise<string> {
    const now = Date.now();
    const cached = this.languages.get(userId);
    if (cached && cached.until > now) return cached.language;
    const rows = await dbRows<{ language: string }>(
      this.db,
      sql`select language from users where id = ${userId}`,
    );
    const language = (rows[0]?.language ?? 'en').split('-')[0]!.toLowerCase();
    if (this.languages.size >= LANGUAGE_MAX)
      this.languages.delete(this.languages.keys().next().value!);
    this.languages.set(userId, { language, until: now + LANGUAGE_TTL_MS });
    return language;
  }
}
