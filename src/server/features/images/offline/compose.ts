import type { Canvas } from './canvas';
import { SIZE } from './canvas';
import { cityDraw, hillsDraw, moonGroundDraw, mountainsDraw, waterDraw } from './land';
import { cactus, flowersDraw, pine } from './plants';
import type { Look } from './looks';
import { paletteFor } from './palette';
import { thingsDraw } from './placing';
import type { Scene } from './scene';
import { Random } from './seed';
import {
  auroraDraw,
  birdsDraw,
  cloudsDraw,
  nebulaDraw,
  skyDraw,
  starsDraw,
  sunDraw,
  sunPlace,
} from './sky';
import { sparklesDraw, neonGridDraw } from './touches';

/** Where the sky ends: lower over water and open land, higher under mountains and a city. */
function horizonFor(scene: Scene): number {
  const p = scene.places;
  if (p.has('space') && p.size === 1) return SIZE * 0.8;
  if (p.has('sea') || p.has('lake')) return SIZE * 0.56;
  if (p.has('city')) return SIZE * 0.64;
  if (p.has('mountains')) return SIZE * 0.6;
  return SIZE * 0.55;
}

/** Things that need ground under them; over open sea they get a strip of shore. */
const GROUNDED = new Set(['cat', 'dog', 'house', 'castle']);

/**
 * The scene as one SVG: sky, land and things in depth order. Every placement comes from the
 * prompt's seed in the same order whatever the style, so all eight styles paint one picture.
 */
export function sceneSvg(scene: Scene, look: Look): string {
  const rng = new Random(scene.seed);
  const horizon = horizonFor(scene);
  // A low sun clears what stands on the horizon: peaks (up to 360 px) or towers and far ranges.
  const p0 = scene.places;
  const raised = p0.has('mountains') ? 300 : p0.has('city') || p0.has('lake') ? 220 : 0;
  const sun = sunPlace(rng, scene.time, horizon, raised);
  const pal = paletteFor(scene, rng, look.tint);
  let ids = 0;
  const c: Canvas = {
    scene,
    pal,
    rng,
    pen: look.pen,
    horizon,
    sun,
    groundAt: () => null,
    defs: [],
    nextId: (prefix) => `${prefix}${ids++}`,
  };
  const p = scene.places;
  const back: string[] = [skyDraw(c)];
  const front: string[] = [];
  if (p.has('space')) back.push(nebulaDraw(c));
  if (pal.night) back.push(starsDraw(c, p.has('space') ? 260 : 150));
  if (scene.aurora) back.push(auroraDraw(c));
  front.push(sunDraw(c));
  if (!p.has('space') && !pal.night) front.push(cloudsDraw(c, rng.int(2, 4)));
  if (scene.subjects.includes('birds') || (!pal.night && rng.next() < 0.25))
    front.push(birdsDraw(c));

  const water = p.has('sea') || p.has('lake');
  if (p.has('mountains') || (p.has('lake') && !p.has('city')))
    front.push(mountainsDraw(c, 'range'));
  if (p.has('city')) front.push(`<g id="town">${cityDraw(c)}</g>`);
  const mirror = p.has('city') ? 'town' : p.has('mountains') || p.has('lake') ? 'range' : null;
  const shore = p.has('sea') && scene.subjects.some((s) => GROUNDED.has(s));
  const waterBottom = p.has('lake') ? SIZE * 0.8 : shore ? SIZE * 0.84 : SIZE;
  // The water runs on under the shore, so no gap shows where a hill dips.
  if (water) front.push(waterDraw(c, waterBottom < SIZE ? waterBottom + 40 : SIZE, mirror));

  if (p.has('space') && p.size === 1) {
    const moon = moonGroundDraw(c);
    front.push(moon.svg);
    c.groundAt = moon.near;
  } else if (waterBottom < SIZE) {
    const hills = hillsDraw(c, waterBottom - 24, 1, (i, line) => standing(c, i, 1, line));
    front.push(hills.svg);
    c.groundAt = hills.near;
  } else if (!water) {
    const layers = p.has('city') ? 2 : 3;
    const hills = hillsDraw(c, horizon, layers, (i, line) => standing(c, i, layers, line));
    front.push(hills.svg);
    c.groundAt = hills.near;
  }
  const ground = c.groundAt;
  if (p.has('meadow') && ground(0) !== null) front.push(flowersDraw(c, (x) => ground(x) ?? SIZE));
  front.push(thingsDraw(c, water ? waterBottom : horizon));
  // Last, so the touches take no chance away from the placements above.
  const touches = look.sparkle ? sparklesDraw(c) : '';
  const grid = look.pen.neon ? neonGridDraw(c) : '';

  const o = look.pen.outline;
  const ink = o
    ? `stroke="${o.colour}" stroke-width="${o.width}" stroke-linejoin="round" stroke-linecap="round"`
    : '';
  const filterId = 'look';
  const filter = look.filter ? look.filter(filterId) : '';
  const body = `<g>${back.join('')}</g><g ${ink}>${front.join('')}</g>${grid}${touches}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs>${c.defs.join('')}${filter}</defs>` +
    (filter ? `<g filter="url(#${filterId})">${body}</g>` : body) +
    `</svg>`
  );
}

/** Trees or cacti on a hill layer, as the places ask; smaller the farther the layer. */
function standing(c: Canvas, i: number, layers: number, line: (x: number) => number): string {
  const { rng, scene, pal } = c;
  const depth = (i + 1) / layers;
  const out: string[] = [];
  if (scene.places.has('forest') || (scene.places.has('snow') && rng.next() < 0.6)) {
    const count = Math.round(14 - depth * 8);
    for (let k = 0; k < count; k++) {
      const x = rng.range(-20, SIZE + 20);
      const h = rng.range(50, 90) * (0.6 + depth * 1.3);
      const colour = pal.forest[Math.min(pal.forest.length - 1, pal.forest.length - layers + i)]!;
      out.push(pine(c, x, line(x) + 6 + depth * 10, h, colour));
    }
  } else if (scene.places.has('desert') && i === layers - 1) {
    for (let k = 0; k < rng.int(2, 3); k++) {
      const x = rng.range(40, SIZE - 40);
      out.push(cactus(c, x, line(x) + 12, rng.range(90, 150)));
    }
  }
  return out.join('');
}
