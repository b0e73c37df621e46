import type { Hsl } from './colour';
import { hex, hsl, mix, shift } from './colour';
import type { Scene } from './scene';
import type { Random } from './seed';

/** Every colour a picture uses, as hex, chosen once from the light and the prompt. */
export interface Palette {
  /** Top of the sky to the horizon. */
  sky: string[];
  sun: string;
  sunGlow: string;
  cloud: string;
  cloudShade: string;
  /** Mountain ranges, farthest first (paler: air between). */
  mountains: string[];
  snowCap: string;
  /** Hill layers, farthest first. */
  hills: string[];
  water: string[];
  /** Trees, farthest first. */
  forest: string[];
  /** The things' own colour (balloon, boat sail, flowers), from a colour word or the prompt. */
  accent: string;
  accent2: string;
  /** Dark shapes: silhouettes, windows' frames, tree trunks. */
  dark: string;
  /** Lit windows, lamps. */
  lamp: string;
  night: boolean;
}

/** How a style bends the colours (looks.ts). */
export interface Tint {
  saturation: number;
  lightness: number;
  /** Pulls every hue part of the way to this one (digital art's magenta). */
  towards?: { hue: number; amount: number };
}

const SKIES: Record<Scene['time'], Hsl[]> = {
  day: [hsl(212, 70, 52), hsl(203, 75, 70), hsl(195, 70, 86)],
  dawn: [hsl(222, 45, 55), hsl(330, 55, 78), hsl(32, 90, 78)],
  sunset: [hsl(252, 45, 30), hsl(325, 55, 52), hsl(22, 92, 60), hsl(42, 95, 70)],
  night: [hsl(232, 60, 6), hsl(228, 50, 16), hsl(222, 45, 28)],
};

/** The ground's own colour by place, before the light falls on it. */
function groundBase(scene: Scene): Hsl {
  if (scene.places.has('snow')) return hsl(205, 30, 90);
  if (scene.places.has('desert')) return hsl(34, 62, 66);
  if (scene.places.has('meadow')) return hsl(105, 50, 48);
  return hsl(118, 38, 42);
}

export function paletteFor(scene: Scene, rng: Random, tint: Tint): Palette {
  const night = scene.time === 'night';
  const warm = scene.time === 'sunset' || scene.time === 'dawn';
  // A small turn of every hue from the prompt, so two prompts never share one sky exactly.
  const turn = rng.range(-10, 10);
  const accentHue = scene.hue ?? rng.range(0, 360);
  const t = (c: Hsl): string => {
    let out = shift(c, turn, tint.saturation, tint.lightness);
    if (tint.towards) out = mix(out, hsl(tint.towards.hue, out.s, out.l), tint.towards.amount);
    return hex(out);
  };
  const sky = SKIES[scene.time].map((c) =>
    scene.hue === null ? c : mix(c, hsl(scene.hue, c.s, c.l), 0.2),
  );
  const horizonSky = sky.at(-1)!;
  const lightL = night ? -30 : warm ? -10 : 0;
  const ground = groundBase(scene);
  const lit = (c: Hsl) => mix(shift(c, 0, night ? -20 : 0, lightL), horizonSky, warm ? 0.18 : 0.05);
  const mountain = night ? hsl(228, 25, 22) : warm ? hsl(285, 22, 42) : hsl(215, 25, 52);
  return {
    sky: sky.map(t),
    sun: t(night ? hsl(52, 60, 92) : warm ? hsl(38, 100, 72) : hsl(50, 100, 88)),
    sunGlow: t(night ? hsl(220, 60, 80) : warm ? hsl(25, 100, 65) : hsl(50, 100, 80)),
    cloud: t(night ? hsl(228, 25, 30) : warm ? hsl(20, 80, 84) : hsl(210, 30, 98)),
    cloudShade: t(night ? hsl(230, 25, 22) : warm ? hsl(300, 35, 68) : hsl(212, 30, 84)),
    mountains: [0.65, 0.42, 0.2].map((air) => t(mix(mountain, horizonSky, air))),
    snowCap: t(night ? hsl(220, 25, 70) : hsl(210, 40, 97)),
    hills: [0.35, 0.18, 0.06, 0].map((air, i) =>
      t(mix(lit(shift(ground, i * 4, 0, -i * 5)), horizonSky, air)),
    ),
    forest: [0.3, 0.15, 0].map((air) => t(mix(lit(hsl(140, 38, 26)), horizonSky, air))),
    // Water mirrors the sky: its own horizon colour near, the sky's top colour below, darker.
    water: [t(shift(sky.at(-2)!, 0, -10, -8)), t(shift(sky[0]!, 0, -5, -10))],
    accent: t(hsl(accentHue, 75, night ? 45 : 58)),
    accent2: t(hsl(accentHue + 150, 65, night ? 50 : 62)),
    dark: t(hsl(240, 25, night ? 8 : 16)),
    lamp: t(hsl(45, 100, 72)),
    night,
  };
}
