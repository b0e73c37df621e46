import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spansProtect } from '../../../lang/protect';
import { streamDecode, streamEncode } from './apertium';
import { ApertiumPipe, modeCommand } from './apertium-pipe';

describe('ApertiumPipe (a resident chain; `cat` stands in for the stages)', () => {
  const pipes: ApertiumPipe[] = [];
  const pipe = (command: string, timeoutMs?: number) => {
    const p = new ApertiumPipe(command, timeoutMs);
    pipes.push(p);
    return p;
  };
  afterEach(() => pipes.splice(0).forEach((p) => p.close()));

  it('should answer each text in order, many at once, through one process', async () => {
    const p = pipe('cat');
    const texts = Array.from({ length: 50 }, (_, i) => `message ${i} ✓`);
    expect(await Promise.all(texts.map((t) => p.run(t)))).toEqual(texts);
  });

  it('should never let a NUL in the text split it in two answers', async () => {
    const p = pipe('cat');
    expect(await p.run('a\u0000b')).toBe('ab');
    expect(await p.run('next')).toBe('next');
  });

  it('should fail what waits when the chain dies, and start a new one for the next text', async () => {
    // The first chain's shell dies when its first text arrives; the next one works.
    const once = join(tmpdir(), `allo-pipe-${process.pid}-${Date.now()}`);
    const p = pipe(
      `{ if [ -e ${once} ]; then cat; else touch ${once}; head -c 4 > /dev/null; kill $$; fi; }`,
    );
    await expect(p.run('hello world')).rejects.toThrow('Translation engine stopped');
    await expect(p.run('abc')).resolves.toBe('abc');
    rmSync(once, { force: true });
  });

  it('should give up on a chain that hangs, and start a new one', async () => {
    const p = pipe('sleep 30', 300);
    await expect(p.run('anything')).rejects.toThrow('Translation timed out');
  });
});

describe('Apertium stream format', () => {
  it('should put -z on every stage of a mode and fill in its options', () => {
    expect(
      modeCommand("lt-proc 'a.bin' | apertium-tagger -g $2 'b.prob' | lt-proc $1 'c.bin'\n"),
    ).toBe(
      "stdbuf -o0 lt-proc -z 'a.bin' | stdbuf -o0 apertium-tagger -z -g  'b.prob' | stdbuf -o0 lt-proc -z -n 'c.bin'",
    );
  });

  it('should escape reserved characters, and keep spans as superblanks', () => {
    const stream = streamEncode(spansProtect('a [b] ^c$ 10 @d', []));
    expect(stream).toBe('a \\[b\\] \\^c\\$ [10] [\\@d]');
    expect(streamDecode(stream)).toBe('a [b] ^c$ 10 @d');
  });

  it('should drop the marks stages leave on words they could not handle', () => {
    expect(streamDecode('El *gato es #negro y @azul')).toBe('El gato es negro y azul');
  });
});
