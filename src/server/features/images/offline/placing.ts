import type { Canvas } from './canvas';
import { SIZE } from './canvas';
import type { Subject } from './scene';
import { balloonDraw, boatDraw, fishDraw, heartDraw, planetDraw, rocketDraw } from './things-air';
import { castleDraw, catDraw, dogDraw, houseDraw, lighthouseDraw } from './things-ground';

type Where = 'ground' | 'sky' | 'water';
const WHERE: Record<Subject, Where> = {
  cat: 'ground',
  dog: 'ground',
  house: 'ground',
  castle: 'ground',
  lighthouse: 'water',
  birds: 'sky',
  balloon: 'sky',
  rocket: 'sky',
  planet: 'sky',
  heart: 'sky',
  boat: 'water',
  fish: 'water',
};

/** How far from the middle things in the sky float, away from the sun (fractions of width). */
const SKY_SLOTS = [0.22, 0.02, 0.33];

/** Where things may stand across the picture, as fractions of its width, best first. */
const SLOTS = [0.5, 0.24, 0.76, 0.36, 0.64];

/**
 * The prompt's things, the first named largest. Ground things stand on the nearest ground (in
 * space, a cat or dog floats in a helmet instead); sky things keep to the half away from the sun.
 */
export function thingsDraw(c: Canvas, waterBottom: number): string {
  const { rng, scene, sun, horizon } = c;
  const out: string[] = [];
  const used: Record<Where, number> = { ground: 0, sky: 0, water: 0 };
  const space = scene.places.has('space');
  const skyward = sun.x < SIZE / 2 ? 1 : -1;
  scene.subjects.forEach((subject, i) => {
    if (subject === 'birds') return;
    const big = i === 0;
    let where = WHERE[subject];
    if (where === 'water' && waterBottom <= horizon) where = 'ground';
    const slot = SLOTS[used[where]++ % SLOTS.length]!;
    const jitter = rng.range(-0.05, 0.05);
    if (where === 'sky') {
      // Across the sky from the sun, the first farthest out; never off the picture's edge.
      const across = SKY_SLOTS[(used.sky - 1) % SKY_SLOTS.length]!;
      const x = SIZE * (0.5 + skyward * across + jitter);
      const s = (big ? 280 : 180) * (subject === 'planet' ? 1.1 : 1);
      const y = Math.max(s * 0.6 + 20, horizon * rng.range(0.3, 0.45));
      out.push(skyThing(c, subject, x, y, s));
      if (subject === 'balloon' && scene.plural.has('balloon')) {
        out.push(balloonDraw(c, x - skyward * s * 0.9, y + s * 0.5, s * 0.45));
        out.push(balloonDraw(c, x + skyward * s * 0.35, y + s * 0.95, s * 0.3));
      }
      return;
    }
    if (where === 'water') {
      const x = SIZE * (slot + jitter);
      const y = horizon + (waterBottom - horizon) * (subject === 'boat' ? 0.3 : 0.55);
      const s = big ? 230 : 160;
      if (subject === 'boat') out.push(boatDraw(c, x, y, s));
      else if (subject === 'fish') out.push(fishDraw(c, x, y, s * 0.8));
      else out.push(lighthouseDraw(c, x, horizon + 50, s));
      return;
    }
    const x = SIZE * (slot + jitter);
    if (space && (subject === 'cat' || subject === 'dog')) {
      const y = SIZE * 0.62;
      out.push(
        `<g transform="rotate(-14 ${x} ${y})">${catOrDog(c, subject, x, y, big ? 330 : 220, true)}</g>`,
      );
      return;
    }
    const ground = c.groundAt(x) ?? SIZE * 0.9;
    const animal = subject === 'cat' || subject === 'dog';
    const y = animal ? ground + (SIZE - ground) * 0.45 : ground + 12;
    const s = (big ? 250 : 170) * (subject === 'castle' ? 1.1 : 1);
    if (animal) out.push(catOrDog(c, subject, x, y, s, false));
    else if (subject === 'house') out.push(houseDraw(c, x, y, s * 0.8));
    else out.push(castleDraw(c, x, y, s));
  });
  return out.join('');
}

function catOrDog(c: Canvas, subject: Subject, x: number, y: number, s: number, helmet: boolean) {
  return subject === 'cat' ? catDraw(c, x, y, s, helmet) : dogDraw(c, x, y, s);
}

function skyThing(c: Canvas, subject: Subject, x: number, y: number, s: number): string {
  if (subject === 'balloon') return balloonDraw(c, x, y, s);
  if (subject === 'rocket') return rocketDraw(c, x, y, s);
  if (subject === 'planet') return planetDraw(c, x, y, s);
  return heartDraw(c, x, y, s);
}
