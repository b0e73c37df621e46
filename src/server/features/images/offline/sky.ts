import type { Canvas } from './canvas';
import { BLEED, SIZE, glow, linear, n } from './canvas';

/** The sky behind everything: its gradient, and the haze where it meets the land. */
export function skyDraw(c: Canvas): string {
  const stops = c.pal.sky;
  const grad = linear(c, stops);
  // The sky's gradient ends a little below the horizon so the haze sits on the land.
  const h = Math.min(SIZE, c.horizon + 60);
  const wide = `x="${-BLEED}" y="${-BLEED}" width="${SIZE + 2 * BLEED}"`;
  return `<rect ${wide} height="${SIZE + 2 * BLEED}" fill="${stops.at(-1)}"/><rect ${wide} height="${h + BLEED}" fill="${grad}"/>`;
}

/** Stars at night: many small, a few bright with a soft glow. */
export function starsDraw(c: Canvas, count: number): string {
  const { rng } = c;
  const halo = glow(c, '#ffffff', 0.9);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, SIZE);
    const y = rng.range(0, c.horizon * 0.95) * rng.range(0.4, 1);
    const r = rng.next() < 0.08 ? rng.range(1.8, 2.8) : rng.range(0.6, 1.5);
    const o = rng.range(0.45, 1);
    if (r > 1.7)
      out.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 5)}" fill="${halo}" opacity="${o * 0.6}"/>`,
      );
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fffdf4" opacity="${n(o)}"/>`);
  }
  return `<g stroke="none">${out.join('')}</g>`;
}

/** Where the sun stands: low and large at sunset and dawn, high by day; the moon at night. */
export function sunPlace(
  rng: Canvas['rng'],
  time: Canvas['scene']['time'],
  horizon: number,
  /** How much higher a low sun must stand to clear mountains or towers. */
  raised: number,
): Canvas['sun'] {
  const low = time === 'sunset' || time === 'dawn';
  return {
    x: rng.range(SIZE * 0.25, SIZE * 0.75),
    y: low ? horizon - rng.range(40, 110) - raised : rng.range(SIZE * 0.14, SIZE * 0.26),
    r: low ? rng.range(70, 95) : time === 'night' ? rng.range(42, 56) : rng.range(52, 68),
  };
}

/** The sun or, at night, a crescent moon; both glowing. */
export function sunDraw(c: Canvas): string {
  const { pal, scene } = c;
  const { x, y, r } = c.sun;
  const halo = glow(c, pal.sunGlow, 0.75);
  const disc =
    scene.time === 'night'
      ? moonShape(c, x, y, r)
      : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${pal.sun}"/>`;
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 4.2)}" fill="${halo}" stroke="none"/>${disc}`;
}

function moonShape(c: Canvas, x: number, y: number, r: number): string {
  const id = c.nextId('m');
  c.defs.push(
    `<mask id="${id}"><rect width="${SIZE}" height="${SIZE}" fill="#fff"/>` +
      `<circle cx="${n(x + r * 0.45)}" cy="${n(y - r * 0.25)}" r="${n(r * 0.88)}" fill="#000"/></mask>`,
  );
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c.pal.sun}" mask="url(#${id})"/>`;
}

/**
 * One cloud: puffs along a flat-bottomed base, its shaded underside peeking below. The shapes
 * are drawn twice, outlined and then plain on top, so an outline runs only around the whole.
 */
function cloud(c: Canvas, x: number, y: number, w: number): string {
  const { rng, pal } = c;
  const puffs: string[] = [];
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const px = x - w / 2 + w * t;
    const r = w * (0.14 + 0.16 * Math.sin(Math.PI * t)) * rng.range(0.8, 1.1);
    puffs.push(`<circle cx="${n(px)}" cy="${n(y - r * 0.55)}" r="${n(r)}"/>`);
  }
  const base = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.56)}" ry="${n(w * 0.1)}"/>`;
  const shape = puffs.join('') + base;
  const under = `<ellipse cx="${n(x)}" cy="${n(y + w * 0.03)}" rx="${n(w * 0.5)}" ry="${n(w * 0.08)}" fill="${pal.cloudShade}"/>`;
  return `${under}<g fill="${pal.cloud}">${shape}</g><g fill="${pal.cloud}" stroke="none">${shape}</g>`;
}

export function cloudsDraw(c: Canvas, count: number): string {
  const { rng } = c;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = rng.range(150, 280);
    const x = ((i + rng.range(0.1, 0.9)) * SIZE) / count;
    const y = rng.range(SIZE * 0.12, c.horizon * 0.62);
    out.push(`<g opacity="${n(rng.range(0.82, 0.97))}">${cloud(c, x, y, w)}</g>`);
  }
  return out.join('');
}

/** Northern lights: tall soft curtains of green and violet. */
export function auroraDraw(c: Canvas): string {
  const { rng } = c;
  const out: string[] = [];
  for (let i = 0; i < 3; i++) {
    const fill = linear(c, ['#7dffb200', i === 1 ? '#a98bff' : '#63ffb0', '#63ffb000']);
    const y0 = rng.range(90, 200);
    const a = rng.range(40, 90);
    const pts: string[] = [];
    for (let x = -20; x <= SIZE + 20; x += 32) {
      pts.push(`${x},${n(y0 + a * Math.sin(x / 170 + i * 1.7) + 25 * Math.sin(x / 53 + i))}`);
    }
    const back = pts
      .map((p) => p.split(','))
      .map(([x, y]) => `${x},${n(Number(y) + 260)}`)
      .reverse();
    out.push(`<path d="M${pts.join(' L')} L${back.join(' L')} Z" fill="${fill}" opacity="0.45"/>`);
  }
  return `<g stroke="none">${out.join('')}</g>`;
}

/** Deep space: soft coloured clouds of gas behind the stars. */
export function nebulaDraw(c: Canvas): string {
  const { rng, pal } = c;
  const out: string[] = [];
  for (const colour of [pal.accent, pal.accent2, '#6a4cff', pal.accent]) {
    const g = glow(c, colour, rng.range(0.35, 0.55));
    out.push(
      `<ellipse cx="${n(rng.range(100, SIZE - 100))}" cy="${n(rng.range(100, SIZE - 200))}" rx="${n(rng.range(220, 420))}" ry="${n(rng.range(140, 260))}" fill="${g}" transform="rotate(${n(rng.range(-30, 30))} ${SIZE / 2} ${SIZE / 2})"/>`,
    );
  }
  return `<g stroke="none">${out.join('')}</g>`;
}

/** Birds far off: small open V strokes in a loose flock. */
export function birdsDraw(c: Canvas): string {
  const { rng } = c;
  const cx = rng.range(SIZE * 0.25, SIZE * 0.75);
  const cy = rng.range(SIZE * 0.16, c.horizon * 0.5);
  const out: string[] = [];
  for (let i = 0; i < rng.int(4, 7); i++) {
    const x = cx + rng.range(-160, 160);
    const y = cy + rng.range(-70, 70);
    const s = rng.range(10, 20);
    out.push(
      `<path d="M${n(x - s)},${n(y - s * 0.35)} Q${n(x - s * 0.45)},${n(y - s * 0.6)} ${n(x)},${n(y)} Q${n(x + s * 0.45)},${n(y - s * 0.6)} ${n(x + s)},${n(y - s * 0.35)}"/>`,
    );
  }
  return `<g fill="none" stroke="${c.pal.dark}" stroke-width="3.2" stroke-linecap="round">${out.join('')}</g>`;
}
