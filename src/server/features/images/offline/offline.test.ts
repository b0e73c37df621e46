import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_STYLES } from '../../../../protocol';
import { SIZE } from './canvas';
import { sceneSvg } from './compose';
import { pictureRender } from './finish';
import { LOOKS } from './looks';
import { OfflineImageGenerator } from '../offline-generator';
import { offlineRender } from './render';
import { sceneFromPrompt } from './scene';

// Drawing eight 1024 px pictures takes seconds on a busy two-core machine.
const SLOW = 120_000;

const stats = async (png: Buffer) => (await sharp(png).stats()).channels.map((c) => c.mean);

describe('offline image generator: reading the prompt', () => {
  it('should find the light, the places and the things a prompt names, in its order', () => {
    const scene = sceneFromPrompt('A cat and two BALLOONS over the sea at sunset');
    expect(scene.time).toBe('sunset');
    expect([...scene.places]).toEqual(['sea']);
    expect(scene.subjects).toEqual(['cat', 'balloon']);
    expect(scene.plural.has('balloon')).toBe(true);
    expect(sceneFromPrompt('Futuristic city skyline at night')).toMatchObject({ time: 'night' });
    expect([...sceneFromPrompt('Futuristic city skyline').places]).toEqual(['city', 'lake']);
    expect(sceneFromPrompt('a red cactus').hue).toBe(2);
    expect([...sceneFromPrompt('a red cactus').places]).toEqual(['desert']);
    expect([...sceneFromPrompt('A cat astronaut').places]).toEqual(['space']);
  });

  it('should seed the scene from the words, not their case or spacing', () => {
    expect(sceneFromPrompt('  Sunset over a LAKE ').seed).toBe(
      sceneFromPrompt('sunset over a lake').seed,
    );
    expect(sceneFromPrompt('sunset over a lake').seed).not.toBe(
      sceneFromPrompt('sunset over a pond').seed,
    );
  });

  it('should draw something for a prompt of no known words', () => {
    const scene = sceneFromPrompt('zqx vlorp');
    expect(scene.places.size).toBe(1);
    expect(sceneSvg(scene, LOOKS.realistic)).toMatch(/^<svg [^>]*width="1024"/);
  });
});

describe('offline image generator: the pictures', () => {
  const generator = new OfflineImageGenerator();
  afterAll(() => generator.close());
  const PROMPT = 'A cozy cabin in a snowy forest at night';

  it(
    'should make a valid 1024x1024 PNG, the same bytes for the same prompt and style',
    async () => {
      const first = await offlineRender(PROMPT, 'oil_painting');
      const again = await offlineRender(`  ${PROMPT.toUpperCase()}`, 'oil_painting');
      expect(first.equals(again)).toBe(true);
      const meta = await sharp(first).metadata();
      expect(meta).toMatchObject({ format: 'png', width: SIZE, height: SIZE });
      expect(first.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      const other = await offlineRender('A castle in a flower garden', 'oil_painting');
      expect(other.equals(first)).toBe(false);
    },
    SLOW,
  );

  it(
    'should paint each of the eight styles differently, sketch in grey and vintage in sepia',
    async () => {
      const pictures = new Map<string, Buffer>();
      for (const style of IMAGE_STYLES) pictures.set(style, await offlineRender(PROMPT, style));
      const hashes = new Set([...pictures.values()].map((b) => b.toString('base64')));
      expect(hashes.size).toBe(IMAGE_STYLES.length);
      // Not just different bytes: the colours differ as the style says.
      const means = new Map<string, number[]>();
      for (const [style, png] of pictures) means.set(style, await stats(png));
      const [sr, sg, sb] = means.get('sketch')!;
      expect(Math.abs(sr! - sg!)).toBeLessThan(1.5);
      expect(Math.abs(sg! - sb!)).toBeLessThan(1.5);
      const [vr, vg, vb] = means.get('vintage')!;
      expect(vr!).toBeGreaterThan(vg!);
      expect(vg!).toBeGreaterThan(vb!);
      // At night, realistic keeps the blue sky that sepia turns brown.
      const [rr, , rb] = means.get('realistic')!;
      expect(rb!).toBeGreaterThan(rr!);
    },
    SLOW,
  );

  it(
    'should label the picture in its corner as the offline generator’s',
    async () => {
      const look = LOOKS.cartoon;
      const scene = sceneFromPrompt(PROMPT);
      const svg = sceneSvg(scene, look);
      const labelled = await pictureRender(svg, look, 'Offline generator · Cartoon', scene.seed);
      const bare = await pictureRender(svg, look, '', scene.seed);
      const raw = async (png: Buffer, left: number, top: number, size: number) =>
        sharp(png).extract({ left, top, width: size, height: size }).raw().toBuffer();
      // The corner differs; the rest of the picture is untouched.
      const corner = [SIZE - 120, SIZE - 50, 40] as const;
      expect((await raw(labelled, ...corner)).equals(await raw(bare, ...corner))).toBe(false);
      expect((await raw(labelled, 0, 0, 600)).equals(await raw(bare, 0, 0, 600))).toBe(true);
    },
    SLOW,
  );

  it(
    'should draw on its own thread the same picture as drawn in place',
    async () => {
      const image = await generator.generate({
        prompt: 'Hot air balloons over the sea at sunrise',
        style: 'anime',
      });
      expect(image.mimeType).toBe('image/png');
      expect(
        image.bytes.equals(
          await offlineRender('Hot air balloons over the sea at sunrise', 'anime'),
        ),
      ).toBe(true);
    },
    SLOW,
  );
});
