import { seededRandom } from '../../../games/seeded-random';
/**
 * A made-up street map around a point, drawn as SVG shapes: no map tiles can be fetched, and a
 * card that looks like a map reads at a glance as 'a place'. The same point always gives the
 * same sketch (it is seeded by the coordinates), and different places look different.
 */

export interface MapSketch {
  water: string | null;
  parks: Array<{ x: number; y: number; w: number; h: number }>;
  mainRoads: string[];
  minorRoads: string[];
  highway: string;
}

export const MAP_WIDTH = 240;
export const MAP_HEIGHT = 132;

const W = MAP_WIDTH;
const H = MAP_HEIGHT;
const r1 = (x: number) => Math.round(x * 10) / 10;

/** The sketch of the neighbourhood of this point. */
export function mapSketch(latitude: number, longitude: number): MapSketch {
  const rand = seededRandom(Math.round(latitude * 1e4) * 31 + Math.round(longitude * 1e4));
  const between = (lo: number, hi: number) => lo + rand() * (hi - lo);

  // Water along one edge, half the time: a river bank or a shore.
  const side = Math.floor(rand() * 4);
  const wave = (a: number) => r1(a + between(-8, 8));
  const water =
    rand() < 0.5
      ? null
      : side === 0
        ? `M0 0 H${W} V${wave(22)} C${W * 0.7} ${wave(34)} ${W * 0.3} ${wave(12)} 0 ${wave(26)} Z`
        : side === 1
          ? `M0 ${H} H${W} V${wave(H - 24)} C${W * 0.6} ${wave(H - 10)} ${W * 0.4} ${wave(H - 36)} 0 ${wave(H - 20)} Z`
          : side === 2
            ? `M0 0 V${H} H${wave(30)} C${wave(16)} ${H * 0.6} ${wave(44)} ${H * 0.3} ${wave(26)} 0 Z`
            : `M${W} 0 V${H} H${wave(W - 30)} C${wave(W - 14)} ${H * 0.6} ${wave(W - 46)} ${H * 0.3} ${wave(W - 24)} 0 Z`;

  const parks = Array.from({ length: 2 }, () => ({
    x: r1(between(8, W - 60)),
    y: r1(between(8, H - 40)),
    w: r1(between(34, 56)),
    h: r1(between(20, 32)),
  }));

  // A loose grid: a few long roads each way, slightly tilted, and thinner streets between.
  const across = (y: number) => `M-4 ${r1(y)} L${W + 4} ${r1(y + between(-14, 14))}`;
  const down = (x: number) => `M${r1(x)} -4 L${r1(x + between(-16, 16))} ${H + 4}`;
  const mainRoads = [across(between(30, 50)), across(between(86, 108)), down(between(50, 80))];
  mainRoads.push(down(between(160, 196)));
  const minorRoads: string[] = [];
  for (let y = 14; y < H; y += between(18, 26)) minorRoads.push(across(y));
  for (let x = 18; x < W; x += between(22, 34)) minorRoads.push(down(x));

  const highway = `M-4 ${r1(between(0, H))} C${W * 0.35} ${r1(between(0, H))} ${W * 0.65} ${r1(between(0, H))} ${W + 4} ${r1(between(0, H))}`;
  return { water, parks, mainRoads, minorRoads, highway };
}
