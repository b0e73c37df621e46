import type { Canvas } from './canvas';
import { fill, glow, n } from './canvas';

/**
 * Things that stand on the ground, each drawn around its foot at (x, y) and `s` pixels tall.
 * Seen from behind where they are animals, looking into the picture with the viewer.
 */

/** Fur: a dark silhouette against a low sun or at night, a ginger coat by day. */
function coat(c: Canvas): string {
  return c.scene.time === 'day' || c.scene.places.has('space') ? '#e0914a' : c.pal.dark;
}

export function catDraw(c: Canvas, x: number, y: number, s: number, helmet = false): string {
  const col = coat(c);
  const headY = y - s * 0.78;
  const hr = s * 0.2;
  const body = `<path d="M${n(x - s * 0.26)},${n(y)} C${n(x - s * 0.34)},${n(y - s * 0.42)} ${n(x - s * 0.2)},${n(y - s * 0.66)} ${n(x)},${n(y - s * 0.64)} C${n(x + s * 0.2)},${n(y - s * 0.66)} ${n(x + s * 0.34)},${n(y - s * 0.42)} ${n(x + s * 0.26)},${n(y)} Z"/>`;
  const ears = [-1, 1]
    .map(
      (d) =>
        `<path d="M${n(x + d * hr * 0.95)},${n(headY - hr * 0.2)} L${n(x + d * hr * 0.85)},${n(headY - hr * 1.45)} L${n(x + d * hr * 0.15)},${n(headY - hr * 0.85)} Z"/>`,
    )
    .join('');
  const tail = `<path d="M${n(x + s * 0.22)},${n(y - s * 0.04)} C${n(x + s * 0.55)},${n(y)} ${n(x + s * 0.6)},${n(y - s * 0.3)} ${n(x + s * 0.46)},${n(y - s * 0.42)}" fill="none" stroke="${col}" stroke-width="${n(s * 0.07)}" stroke-linecap="round"/>`;
  const stripes =
    col === c.pal.dark
      ? ''
      : [0.3, 0.42, 0.54]
          .map(
            (t) =>
              `<path d="M${n(x - s * 0.14)},${n(y - s * t)} q${n(s * 0.14)},${n(s * 0.05)} ${n(s * 0.28)},0" fill="none" stroke="#b8652a" stroke-width="${n(s * 0.025)}" stroke-linecap="round"/>`,
          )
          .join('');
  const glass = helmet
    ? `<circle cx="${n(x)}" cy="${n(headY - hr * 0.2)}" r="${n(hr * 1.75)}" fill="#bfe6ff" fill-opacity="0.28" stroke="#ffffff" stroke-width="${n(s * 0.025)}"/>` +
      `<path d="M${n(x - hr * 1.1)},${n(headY - hr * 1.0)} a${n(hr * 1.4)},${n(hr * 1.4)} 0 0 1 ${n(hr * 0.9)},${n(-hr * 0.55)}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="${n(s * 0.02)}" stroke-linecap="round"/>` +
      `<rect x="${n(x - s * 0.2)}" y="${n(y - s * 0.58)}" width="${n(s * 0.4)}" height="${n(s * 0.3)}" rx="${n(s * 0.05)}" fill="#e8edf5"/>`
    : '';
  return `${tail}<g fill="${col}">${body}${ears}<circle cx="${n(x)}" cy="${n(headY)}" r="${n(hr)}"/></g>${stripes}${glass}`;
}

export function dogDraw(c: Canvas, x: number, y: number, s: number): string {
  const col = c.scene.time === 'day' ? '#c98b52' : c.pal.dark;
  const ear = c.scene.time === 'day' ? '#8a5a32' : c.pal.dark;
  const headY = y - s * 0.8;
  return (
    `<path d="M${n(x + s * 0.22)},${n(y - s * 0.2)} q${n(s * 0.28)},${n(-s * 0.1)} ${n(s * 0.3)},${n(-s * 0.42)}" fill="none" stroke="${col}" stroke-width="${n(s * 0.07)}" stroke-linecap="round"/>` +
    `<g fill="${col}"><ellipse cx="${n(x)}" cy="${n(y - s * 0.34)}" rx="${n(s * 0.3)}" ry="${n(s * 0.36)}"/>` +
    `<circle cx="${n(x)}" cy="${n(headY)}" r="${n(s * 0.21)}"/></g>` +
    [-1, 1]
      .map(
        (d) =>
          `<ellipse cx="${n(x + d * s * 0.2)}" cy="${n(headY + s * 0.04)}" rx="${n(s * 0.07)}" ry="${n(s * 0.16)}" fill="${ear}" transform="rotate(${d * 18} ${n(x + d * s * 0.2)} ${n(headY)})"/>`,
      )
      .join('')
  );
}

/** A cabin with a lit window, a door, and smoke from the chimney. */
export function houseDraw(c: Canvas, x: number, y: number, s: number): string {
  const { pal } = c;
  const w = s * 1.15;
  const wall = pal.night ? '#6b4a3a' : '#d9a36f';
  const roof = pal.night ? '#3b2630' : '#a4423a';
  const lit = pal.night || c.scene.time !== 'day';
  const win = lit ? pal.lamp : '#cfe8f7';
  const smoke = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${n(x + w * 0.3 + i * s * 0.08)}" cy="${n(y - s * (1.32 + i * 0.16))}" r="${n(s * (0.05 + i * 0.025))}" fill="#ffffff" opacity="${n(0.5 - i * 0.13)}" stroke="none"/>`,
    )
    .join('');
  const light = lit
    ? `<circle cx="${n(x - w * 0.22)}" cy="${n(y - s * 0.42)}" r="${n(s * 0.5)}" fill="${glow(c, pal.lamp, 0.45)}" stroke="none"/>`
    : '';
  return (
    `${smoke}<rect x="${n(x + w * 0.22)}" y="${n(y - s * 1.18)}" width="${n(s * 0.13)}" height="${n(s * 0.4)}" fill="${roof}"/>` +
    `<rect x="${n(x - w / 2)}" y="${n(y - s * 0.7)}" width="${n(w)}" height="${n(s * 0.7)}" fill="${fill(c, wall, roof)}"/>` +
    `<path d="M${n(x - w * 0.62)},${n(y - s * 0.66)} L${n(x)},${n(y - s * 1.22)} L${n(x + w * 0.62)},${n(y - s * 0.66)} Z" fill="${roof}"/>` +
    `${light}<rect x="${n(x - w * 0.34)}" y="${n(y - s * 0.52)}" width="${n(s * 0.24)}" height="${n(s * 0.2)}" fill="${win}"/>` +
    `<rect x="${n(x + w * 0.08)}" y="${n(y - s * 0.42)}" width="${n(s * 0.22)}" height="${n(s * 0.42)}" fill="${roof}"/>`
  );
}

/** A castle: a wall with a gate between towers with pointed roofs and flags. */
export function castleDraw(c: Canvas, x: number, y: number, s: number): string {
  const { pal } = c;
  const stone = pal.night ? '#5a5f7a' : '#c9c3d6';
  const roof = pal.accent;
  const tower = (tx: number, h: number, w: number) =>
    `<rect x="${n(tx - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${fill(c, stone, pal.mountains[2]!)}"/>` +
    `<path d="M${n(tx - w * 0.62)},${n(y - h)} L${n(tx)},${n(y - h - w * 1.3)} L${n(tx + w * 0.62)},${n(y - h)} Z" fill="${roof}"/>` +
    `<path d="M${n(tx)},${n(y - h - w * 1.3)} v${n(-s * 0.14)}" stroke="${pal.dark}" stroke-width="3"/>` +
    `<path d="M${n(tx)},${n(y - h - w * 1.3 - s * 0.14)} l${n(s * 0.1)},${n(s * 0.03)} l${n(-s * 0.1)},${n(s * 0.03)} Z" fill="${pal.accent2}"/>` +
    `<rect x="${n(tx - w * 0.1)}" y="${n(y - h * 0.7)}" width="${n(w * 0.2)}" height="${n(w * 0.3)}" rx="${n(w * 0.1)}" fill="${pal.night ? pal.lamp : pal.dark}" stroke="none"/>`;
  const wall = `<rect x="${n(x - s * 0.7)}" y="${n(y - s * 0.55)}" width="${n(s * 1.4)}" height="${n(s * 0.55)}" fill="${fill(c, stone, pal.mountains[2]!)}"/>`;
  const gate = `<path d="M${n(x - s * 0.14)},${n(y)} v${n(-s * 0.22)} a${n(s * 0.14)},${n(s * 0.14)} 0 0 1 ${n(s * 0.28)},0 v${n(s * 0.22)} Z" fill="${pal.dark}"/>`;
  return (
    wall +
    tower(x - s * 0.7, s * 0.95, s * 0.3) +
    tower(x + s * 0.7, s * 0.95, s * 0.3) +
    tower(x, s * 1.3, s * 0.36) +
    gate
  );
}

/** A striped lighthouse on a rock, its beam across the sky when the light is low. */
export function lighthouseDraw(c: Canvas, x: number, y: number, s: number): string {
  const { pal } = c;
  const w0 = s * 0.26;
  const w1 = s * 0.17;
  const bands = [0, 1, 2, 3]
    .map((i) => {
      const t0 = i / 4;
      const t1 = (i + 0.5) / 4;
      const at = (t: number) => w0 + (w1 - w0) * t;
      return `<path d="M${n(x - at(t0) / 2)},${n(y - s * t0)} L${n(x - at(t1) / 2)},${n(y - s * t1)} L${n(x + at(t1) / 2)},${n(y - s * t1)} L${n(x + at(t0) / 2)},${n(y - s * t0)} Z" fill="#d6453d" stroke="none"/>`;
    })
    .join('');
  const beam =
    c.scene.time === 'day'
      ? ''
      : `<path d="M${n(x)},${n(y - s * 1.08)} L${n(x - s * 3)},${n(y - s * 1.5)} L${n(x - s * 3)},${n(y - s * 0.85)} Z" fill="${glow(c, pal.lamp, 0.5)}" stroke="none"/>`;
  return (
    `<ellipse cx="${n(x)}" cy="${n(y + s * 0.04)}" rx="${n(s * 0.42)}" ry="${n(s * 0.1)}" fill="${pal.dark}"/>` +
    `<path d="M${n(x - w0 / 2)},${n(y)} L${n(x - w1 / 2)},${n(y - s)} L${n(x + w1 / 2)},${n(y - s)} L${n(x + w0 / 2)},${n(y)} Z" fill="#f4f1ea"/>` +
    `${bands}${beam}<rect x="${n(x - w1 * 0.45)}" y="${n(y - s * 1.16)}" width="${n(w1 * 0.9)}" height="${n(s * 0.16)}" fill="${pal.lamp}"/>` +
    `<path d="M${n(x - w1 * 0.7)},${n(y - s * 1.16)} L${n(x)},${n(y - s * 1.32)} L${n(x + w1 * 0.7)},${n(y - s * 1.16)} Z" fill="#d6453d"/>`
  );
}
