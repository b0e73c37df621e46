import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markupFind } from '../../../lang/markup';
import { spansProtect } from '../../../lang/protect';
import type { MessageTranslation } from '../../../protocol';
import { messageTranslations, messages } from '../../db/schema';
import { chatFixture } from '../../testing/chat-fixture';
import { ApertiumTranslator, streamTranslation } from './apertium';

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

/** Each piece of markup of `text` is in `out`, in order, exactly as written. */
const expectMarkupKept = (text: string, out: string) => {
  const pieces = markupFind(text);
  let at = 0;
  for (const piece of pieces) {
    const i = out.indexOf(piece, at);
    expect(i, `${piece} in ${out}`).toBeGreaterThanOrEqual(0);
    at = i + piece.length;
  }
  expect(markupFind(out)).toEqual(pieces);
};

describe('markup through Apertium (real pipelines)', () => {
  const apertium = new ApertiumTranslator();
  afterAll(() => apertium.close());
  const translate = async (text: string, source: string, target: string) =>
    (await apertium.translate([spansProtect(text)], source, target))[0]!;

  it('should keep <script> as written and translate the words around it', async () => {
    // Before, the tag's name was translated: "<guión>".
    const out = await translate('<script>alert(1)</script> The black cat', 'en', 'es');
    expect(out).toBe('<script>alert(1)</script> El gato negro');
  });

  it.each([
    ['en', 'es', '<img src=x onerror="window.__pwned=1"> The cat is black'],
    ['en', 'es', '"><svg onload=window.__pwned=1> I am at the house'],
    ['es', 'en', '<b>El gato</b> es <i>negro</i> &lt;3 &amp; &#x202E; mañana'],
    ['es', 'en', '<<b>> la casa <b <i>grande</i> y el [perro] \\ ^negro$'],
    ['fr', 'en', '<a href="https://x.example/?a=1&amp;b=2" title="[x]">le chat</a> est noir'],
    ['es', 'pt', '<!-- nota --> el gato 🐈‍⬛ es <span class="a">negro</span>'],
  ])('should keep markup byte for byte from %s to %s: %s', async (source, target, text) => {
    const out = await translate(text, source, target);
    expectMarkupKept(text, out);
    // The words were translated all the same.
    expect(out).not.toBe(text);
  });

  it('should close up the blanks a dropped word leaves, but never those inside markup', async () => {
    expect(streamTranslation(' El  gato [\\<a  href=x\\>]  es   negro ')).toBe(
      'El gato <a  href=x> es negro',
    );
    expect(await translate('<a  href="x">The cat</a> is  black', 'en', 'es')).toBe(
      '<a  href="x">El gato</a> es negro',
    );
  });

  it('should translate the words of a < b > c, which is maths and not markup', async () => {
    expect(await translate('a < b > c es verdad', 'es', 'en')).toMatch(/< b > c is truth/);
  });
});

describe('markup in a message translated for its reader', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await chatFixture('Markup', { translator: 'apertium' });
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  it('should keep the markup of a stored translation, and leave the message as written', async () => {
    const text = '<script>window.__pwned=1</script> The cat is <b>black</b> &lt;';
    const sent = await f.send('emma', f.direct.id, text);
    const ask = async () => {
      const res = await f.inject('sofia', 'POST', '/api/translate/messages', {
        messageIds: [sent.id],
        targetLanguage: 'es',
      });
      expect(res.statusCode).toBe(200);
      return res.json().translations as MessageTranslation[];
    };
    const [first] = await ask();
    const translated = (first as { translatedText: string }).translatedText;
    expect(translated).toBe('<script>window.__pwned=1</script> El gato es <b>negro</b> &lt;');

    const rows = await f.s.app.ctx.db
      .select()
      .from(messageTranslations)
      .where(eq(messageTranslations.messageId, sent.id));
    expect(rows.map((r) => r.text)).toEqual([translated]);
    const [stored] = await f.s.app.ctx.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(stored!.content).toBe(text);
    // Asked again, it comes from the store unchanged.
    expect(await ask()).toEqual([first]);
  });

  it('should give a text with only markup in it back untouched, with no engine', async () => {
    const res = await f.inject('emma', 'POST', '/api/translate', {
      text: '<b></b> &amp; <br/>',
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
    expect(res.json()).toEqual({
      translatedText: '<b></b> &amp; <br/>',
      detectedLanguage: 'en',
      engine: 'none',
    });
  });
});
