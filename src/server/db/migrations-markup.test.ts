import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture } from '../testing/chat-fixture';
import { messageTranslations } from './schema';

const MIGRATION = new URL('./migrations/0016_translations_keep_markup.sql', import.meta.url);

describe('migration 0016: translations made before markup was kept', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  beforeAll(async () => {
    f = await chatFixture('Markup');
  }, 180_000);
  afterAll(async () => {
    await f.s.close();
  });

  it('should drop the stored translations of texts with markup or entities, and only those', async () => {
    const db = f.s.app.ctx.db;
    const sent = {
      tag: await f.send('emma', f.direct.id, '<script>hi</script> the cat'),
      entity: await f.send('emma', f.direct.id, 'fish &amp; chips'),
      plain: await f.send('emma', f.direct.id, 'the cat is black'),
    };
    await db.insert(messageTranslations).values(
      Object.values(sent).map((m) => ({
        messageId: m.id,
        targetLanguage: 'es',
        engine: 'apertium',
        sourceLanguage: 'en',
        text: 'traducido',
      })),
    );

    await db.execute(sql.raw(readFileSync(MIGRATION, 'utf8')));

    const kept = await db.select({ id: messageTranslations.messageId }).from(messageTranslations);
    expect(kept.map((r) => r.id)).toEqual([sent.plain.id]);
  });
});
