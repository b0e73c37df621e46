import { sql } from 'drizzle-orm';
import type { Detection } from '../../../lang/detect';
import { messageWords } from '../../../protocol';
import type { LanguageDetector } from '../../context/app-context';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';
import type { DetectRemote } from './detect-remote';

/**
 * How long a user's language is trusted from memory. It only decides messages the text leaves
 * open; a change of language reaches them within this time.
 */
const LANGUAGE_TTL_MS = 60_000;
const LANGUAGE_MAX = 100_000;

/**
 * Language detection on the server, run on a thread of its own (detect-worker.ts). What a user
 * writes (messages, payment notes, their own text to translate) has their language as a prior;
 * text detected on its own (POST /api/detect) has none.
 */
export class Detector implements LanguageDetector {
  private readonly languages = new Map<string, { language: string; until: number }>();

  constructor(
    private readonly db: Db,
    /** The detector itself, on a thread of its own (detect-worker.ts). */
    private readonly remote: DetectRemote,
  ) {}

  /**
   * Spec core 5 and 7: the language of `text`. Given its writer, their language wins where the
   * text leaves it within the margin of the best answer, and when the text says nothing.
   */
  async detect(text: string, writerId?: string): Promise<Detection> {
    const prior = writerId ? await this.userLanguage(writerId) : undefined;
    return this.remote.detect(text, prior);
  }

  /**
   * The language a new or edited message is stored with: that of its words (`messageWords`: a
   * text, a photo's caption); null for a message without words (a photo with no caption, a game).
   */
  async ofMessage(
    senderId: string,
    message: { messageType: string; content: string; metadata?: unknown },
  ): Promise<string | null> {
    const words = messageWords(message);
    if (words === null) return null;
    return (await this.detect(words, senderId)).language;
  }

  /** Forgets the user's remembered language (they changed it on this instance). */
  userLanguageForget(userId: string): void {
    this.languages.delete(userId);
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
