import { eld } from 'eld/small';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../lang/detect';
import { DetectRemote } from './detect-remote';

const TEXTS: Array<[text: string, prior?: string]> = [
  ['Estoy saliendo del trabajo ahora mismo, ¿quieres algo del supermercado?'],
  ['Ich schaffe es heute leider nicht mehr zum Training', 'en'],
  ['今日は仕事が長引いてしまった'],
  ['ok', 'fr'],
  [''],
];

describe('DetectRemote (detection on a worker thread)', () => {
  let remote: DetectRemote;
  beforeAll(async () => {
    remote = await DetectRemote.start();
  });
  afterAll(() => remote.close());

  it('should answer as the detector does on this thread, prior included', async () => {
    for (const [text, prior] of TEXTS) {
      expect(await remote.detect(text, prior)).toEqual(detectLanguage(eld, text, prior));
    }
  });

  it('should answer every one of many texts asked at once, each its own', async () => {
    const asked = Array.from({ length: 300 }, (_, i) => TEXTS[i % TEXTS.length]!);
    const answers = await Promise.all(asked.map(([text, prior]) => remote.detect(text, prior)));
    expect(answers.map((a) => a.language)).toEqual(
      asked.map(([text, prior]) => detectLanguage(eld, text, prior).language),
    );
  });

  it('should refuse at once once closed, not hang', async () => {
    const closing = await DetectRemote.start();
    await closing.close();
    await expect(closing.detect('hello there')).rejects.toThrow('detection worker stopped');
  });
});
