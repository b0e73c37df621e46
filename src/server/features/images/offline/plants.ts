import type { Canvas } from './canvas';
import { SIZE, n } from './canvas';

/** What grows on the hills: pines, cacti and flowers, drawn around their foot. */

/** A pine tree, its foot at (x, y). */
export function pine(c: Canvas, x: number, y: number, h: number, colour: string): string {
  const w = h * 0.42;
  const tiers = [0, 1, 2].map((i) => {
    const ty = y - h * (0.22 + i * 0.26);
    const tw = w * (1 - i * 0.25);
    return `<path d="M${n(x - tw / 2)},${n(ty + h * 0.2)} L${n(x)},${n(ty - h * 0.32)} L${n(x + tw / 2)},${n(ty + h * 0.2)} Z"/>`;
  });
  const snow = c.scene.places.has('snow')
    ? `<path d="M${n(x - w * 0.18)},${n(y - h * 0.88)} L${n(x)},${n(y - h * 1.06)} L${n(x + w * 0.18)},${n(y - h * 0.88)} Z" fill="${c.pal.snowCap}"/>`
    : '';
  return `<rect x="${n(x - h * 0.04)}" y="${n(y - h * 0.2)}" width="${n(h * 0.08)}" height="${n(h * 0.22)}" fill="${c.pal.dark}"/><g fill="${colour}">${tiers.join('')}</g>${snow}`;
}

/** A saguaro cactus, its foot at (x, y). */
export function cactus(c: Canvas, x: number, y: number, h: number): string {
  const w = h * 0.16;
  const arm = (d: number, at: number, up: number) =>
    `<path d="M${n(x + (d * w) / 2)},${n(y - h * at)} h${n(d * w * 0.9)} v${n(-h * up)}" fill="none" stroke="${c.pal.hills[3]}" stroke-width="${n(w * 0.75)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `${arm(-1, 0.45, 0.25)}${arm(1, 0.6, 0.22)}<rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="${c.pal.hills[3]}"/>`;
}

/** Flowers over the near ground: stems and five-petal heads in the accent colours. */
export function flowersDraw(c: Canvas, ground: (x: number) => number): string {
  const { rng, pal } = c;
  const out: string[] = [];
  for (let i = 0; i < 70; i++) {
    const x = rng.range(0, SIZE);
    const depth = rng.next();
    const y = ground(x) + 16 + depth * (SIZE - ground(x) - 20);
    const r = 5 + depth * 11;
    const colour = rng.pick([pal.accent, pal.accent2, '#ffffff', pal.lamp]);
    out.push(
      `<path d="M${n(x)},${n(y)} v${n(r * 2.2)}" stroke="${pal.hills[3]}" stroke-width="${n(1 + depth * 2)}"/>`,
    );
    const petals = [0, 72, 144, 216, 288].map(
      (a) =>
        `<ellipse cx="${n(x)}" cy="${n(y - r * 0.55)}" rx="${n(r * 0.42)}" ry="${n(r * 0.6)}" transform="rotate(${a} ${n(x)} ${n(y)})"/>`,
    );
    out.push(
      `<g fill="${colour}">${petals.join('')}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.3)}" fill="${pal.lamp}"/>`,
    );
  }
  // A thin line, if the style inks at all: a thick one would swallow petals this small.
  return `<g stroke-width="1.2">${out.join('')}</g>`;
}
