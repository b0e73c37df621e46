import type { Canvas } from './canvas';
import { BLEED, SIZE, curveArea, fill, glow, linear, n } from './canvas';

/** A rolling line: two waves of different length, so no two hills repeat. */
export function waveLine(rng: Canvas['rng'], base: number, height: number): (x: number) => number {
  const f1 = rng.range(1.2, 2.6) / SIZE;
  const f2 = rng.range(4, 7) / SIZE;
  const p1 = rng.range(0, Math.PI * 2);
  const p2 = rng.range(0, Math.PI * 2);
  return (x) =>
    base +
    height * Math.sin(x * f1 * Math.PI + p1) +
    height * 0.35 * Math.sin(x * f2 * Math.PI + p2);
}

/** Mountain ranges behind the horizon, farthest (palest) first; snow on the highest. */
export function mountainsDraw(c: Canvas, id: string): string {
  const { rng, pal } = c;
  const ranges: string[] = [];
  pal.mountains.forEach((colour, i) => {
    const peakTop = c.horizon - rng.range(260, 360) + i * 70;
    const left = -BLEED - 20;
    const right = SIZE + BLEED + 60;
    const pts: string[] = [`${left},${c.horizon + 4}`];
    for (let x = left; x <= right; x += rng.range(60, 130)) {
      const y =
        rng.next() < 0.45 ? peakTop + rng.range(0, 70) : c.horizon - rng.range(40, 150) + i * 25;
      pts.push(`${n(x)},${n(Math.min(y, c.horizon - 8))}`);
    }
    pts.push(`${right},${c.horizon + 4}`);
    const path = `M${pts.join(' L')} Z`;
    const clip = c.nextId('c');
    c.defs.push(`<clipPath id="${clip}"><path d="${path}"/></clipPath>`);
    const capLine = peakTop + (i === 0 ? 80 : 55);
    const cap =
      i < 2 && (c.scene.places.has('snow') || i === 0)
        ? `<path d="M${-BLEED - 20},0 L${SIZE + BLEED + 60},0 L${SIZE + BLEED + 60},${n(capLine)} ${capEdge(c, capLine)} Z" fill="${pal.snowCap}" clip-path="url(#${clip})" stroke="none" opacity="0.92"/>`
        : '';
    ranges.push(
      `<path d="${path}" fill="${fill(c, colour, pal.mountains[Math.min(2, i + 1)]!)}"/>${cap}`,
    );
  });
  return `<g id="${id}">${ranges.join('')}</g>`;
}

/** The lower edge of a snow cap: a jagged line right to left. */
function capEdge(c: Canvas, y: number): string {
  const pts: string[] = [];
  for (let x = SIZE + BLEED + 60; x >= -BLEED - 20; x -= 24)
    pts.push(`L${x},${n(y + c.rng.range(-18, 22))}`);
  return pts.join(' ');
}

/** Open water from the horizon down to `bottom`, with the sun's broken reflection and ripples. */
export function waterDraw(c: Canvas, bottom: number, mirror: string | null): string {
  const { rng, pal, sun } = c;
  const out: string[] = [
    `<rect x="${-BLEED}" y="${n(c.horizon)}" width="${SIZE + 2 * BLEED}" height="${n(bottom - c.horizon + (bottom >= SIZE ? BLEED : 4))}" fill="${linear(c, pal.water)}" stroke="none"/>`,
  ];
  if (mirror) {
    // The land behind the water, upside down and faint.
    const clip = c.nextId('c');
    c.defs.push(
      `<clipPath id="${clip}"><rect x="0" y="${n(c.horizon)}" width="${SIZE}" height="${n(bottom - c.horizon)}"/></clipPath>`,
    );
    out.push(
      `<g clip-path="url(#${clip})" opacity="0.32"><use href="#${mirror}" transform="translate(0 ${n(c.horizon * 2)}) scale(1 -1)"/></g>`,
    );
  }
  const shine = glow(c, pal.sun, 0.85);
  for (let i = 0; i < 26; i++) {
    const t = i / 26;
    const y = c.horizon + 6 + t * (bottom - c.horizon - 10);
    const w = sun.r * (0.6 + t * 1.6) * rng.range(0.5, 1.2);
    out.push(
      `<ellipse cx="${n(sun.x + rng.range(-12, 12) * (1 + t * 3))}" cy="${n(y)}" rx="${n(w)}" ry="${n(2 + t * 4)}" fill="${shine}" opacity="${n(0.8 - t * 0.5)}" stroke="none"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    const y = rng.range(c.horizon + 10, bottom - 6);
    const x = rng.range(0, SIZE);
    const w = rng.range(20, 70) * (0.5 + (y - c.horizon) / (bottom - c.horizon));
    out.push(
      `<path d="M${n(x)},${n(y)} h${n(w)}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="2" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

/**
 * Hill layers from `top` down, farthest first; `onLayer` adds what stands on each (trees, cacti)
 * before the next, nearer hill covers its feet. Returns the drawing and the nearest line.
 */
export function hillsDraw(
  c: Canvas,
  top: number,
  layers: number,
  onLayer: (i: number, line: (x: number) => number) => string,
): { svg: string; near: (x: number) => number } {
  const { rng, pal } = c;
  const out: string[] = [];
  let near: (x: number) => number = () => top;
  const span = SIZE - top;
  for (let i = 0; i < layers; i++) {
    const base = top + (span * (i + 0.25)) / (layers + 0.6);
    const line = waveLine(rng, base, rng.range(14, 34) * (1 - i * 0.15));
    const colour = pal.hills[pal.hills.length - layers + i]!;
    const shade = pal.hills[Math.min(pal.hills.length - 1, pal.hills.length - layers + i + 1)]!;
    out.push(`<path d="${curveArea(line)}" fill="${fill(c, colour, shade)}"/>`);
    out.push(onLayer(i, line));
    near = line;
  }
  return { svg: out.join(''), near };
}

/** The city on the horizon: a pale far row and a near row with windows (lit at night). */
export function cityDraw(c: Canvas): string {
  const { rng, pal } = c;
  const rows = [
    { colour: pal.mountains[1]!, min: 90, max: 260, lit: 0.25 },
    { colour: pal.mountains[2]!, min: 60, max: 330, lit: 0.45 },
  ];
  return rows
    .map((row, r) => {
      const out: string[] = [];
      for (let x = rng.range(-BLEED - 40, -BLEED); x < SIZE + BLEED;) {
        const w = rng.range(44, 96);
        const h =
          rng.range(row.min, row.max) * (r === 0 ? 1 : 0.55 + 0.45 * Math.abs(Math.sin(x / 210)));
        const top = c.horizon - h;
        out.push(
          `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 2)}" fill="${row.colour}"/>`,
        );
        if (rng.next() < 0.3)
          out.push(
            `<rect x="${n(x + w * 0.4)}" y="${n(top - 30)}" width="3" height="30" fill="${row.colour}"/>`,
          );
        if (r === 1) out.push(windows(c, x, top, w, row.lit));
        x += w + rng.range(2, 14);
      }
      return `<g>${out.join('')}</g>`;
    })
    .join('');
}

function windows(c: Canvas, x: number, top: number, w: number, lit: number): string {
  const { rng, pal } = c;
  const out: string[] = [];
  for (let y = top + 12; y < c.horizon - 14; y += 20) {
    for (let wx = x + 8; wx < x + w - 12; wx += 15) {
      const on = pal.night ? rng.next() < lit : rng.next() < 0.5;
      if (!on) continue;
      const colour = pal.night ? pal.lamp : '#dff1ff';
      out.push(
        `<rect x="${n(wx)}" y="${n(y)}" width="7" height="10" fill="${colour}" opacity="${pal.night ? 0.9 : 0.45}" stroke="none"/>`,
      );
    }
  }
  return out.join('');
}

/** The grey, cratered ground of a moon under a space scene; returns it and its surface line. */
export function moonGroundDraw(c: Canvas): { svg: string; near: (x: number) => number } {
  const r = SIZE * 0.9;
  const cy = SIZE * 0.82 + r;
  const near = (x: number) => cy - Math.sqrt(Math.max(0, r * r - (x - SIZE / 2) ** 2));
  const craters: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = c.rng.range(40, SIZE - 40);
    const y = near(x) + c.rng.range(20, 140);
    const w = c.rng.range(16, 48);
    craters.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.32)}" fill="#6e6a85" stroke="none"/>`,
    );
  }
  const ground = `<circle cx="${SIZE / 2}" cy="${n(cy)}" r="${n(r)}" fill="${fill(c, '#b9b5cc', '#726e8c')}"/>`;
  return { svg: ground + craters.join(''), near };
}
