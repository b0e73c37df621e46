import type { Canvas } from './canvas';
import { SIZE, glow, n } from './canvas';

/** Anime's light: rays from the sun and four-pointed sparkles scattered in the sky. */
export function sparklesDraw(c: Canvas): string {
  const { rng, sun, pal } = c;
  const rays: string[] = [];
  const ray = glow(c, '#ffffff', 0.5);
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const len = SIZE * 0.9;
    const spread = 0.06;
    rays.push(
      `<path d="M${n(sun.x)},${n(sun.y)} L${n(sun.x + Math.cos(a - spread) * len)},${n(sun.y + Math.sin(a - spread) * len)} L${n(sun.x + Math.cos(a + spread) * len)},${n(sun.y + Math.sin(a + spread) * len)} Z"/>`,
    );
  }
  const stars: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = rng.range(30, SIZE - 30);
    const y = rng.range(30, c.horizon * 0.85);
    const r = rng.range(6, 16);
    stars.push(
      `<path d="M${n(x)},${n(y - r)} Q${n(x)},${n(y)} ${n(x + r)},${n(y)} Q${n(x)},${n(y)} ${n(x)},${n(y + r)} Q${n(x)},${n(y)} ${n(x - r)},${n(y)} Q${n(x)},${n(y)} ${n(x)},${n(y - r)} Z" opacity="${n(rng.range(0.55, 0.95))}"/>`,
    );
  }
  return `<g fill="${ray}" opacity="0.35">${rays.join('')}</g><g fill="${pal.night ? '#fff6c8' : '#ffffff'}">${stars.join('')}</g>`;
}

/** Digital art's floor: a glowing grid running to the horizon. */
export function neonGridDraw(c: Canvas): string {
  const top = c.horizon + 10;
  const lines: string[] = [];
  for (let i = -12; i <= 12; i++) {
    lines.push(`<path d="M${n(SIZE / 2 + i * 28)},${n(top)} L${n(SIZE / 2 + i * 190)},${SIZE}"/>`);
  }
  for (let k = 1; k <= 9; k++) {
    const y = top + (SIZE - top) * (k / 9) ** 1.8;
    lines.push(`<path d="M0,${n(y)} H${SIZE}"/>`);
  }
  return `<g stroke="#ff4fd8" stroke-width="2" stroke-opacity="0.55" fill="none">${lines.join('')}</g>`;
}
