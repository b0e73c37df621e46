import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApertiumTranslator } from './apertium';

describe('ApertiumTranslator modes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'allo-modes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should offer a pair only when every program of its pipeline is installed', async () => {
    writeFileSync(join(dir, 'eng-spa.mode'), "cat | sed 's/a/b/'\n");
    writeFileSync(join(dir, 'spa-eng.mode'), 'cat | no-such-apertium-stage -w x.bin | cat\n');
    const t = new ApertiumTranslator(dir);
    expect(t.supports('en', 'es')).toBe(true);
    expect(t.supports('es', 'en')).toBe(false);
    expect(await t.languagePairs(['en', 'es', 'fr'])).toEqual(
      new Map([
        ['en', ['es']],
        ['es', []],
        ['fr', []],
      ]),
    );
    await expect(t.translate([[{ text: 'hola', keep: false }]], 'es', 'en')).rejects.toThrow(
      'Translation unavailable for es → en',
    );
    await t.close();
  });
});
