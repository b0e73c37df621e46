/** Colours as HSL triples, written out as hex because SVG renderers all read hex. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function hsl(h: number, s: number, l: number): Hsl {
  return { h: ((h % 360) + 360) % 360, s: clamp(s, 0, 100), l: clamp(l, 0, 100) };
}

/** The colour as #rrggbb. */
export function hex(c: Hsl): string {
  const s = c.s / 100;
  const l = c.l / 100;
  const k = (n: number) => (n + c.h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const byte = (v: number) =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${byte(f(0))}${byte(f(8))}${byte(f(4))}`;
}

/** The same colour moved: hue turned, saturation and lightness shifted. */
export function shift(c: Hsl, dh: number, ds = 0, dl = 0): Hsl {
  return hsl(c.h + dh, c.s + ds, c.l + dl);
}

/** A colour part of the way towards another (hue along the short arc). */
export function mix(a: Hsl, b: Hsl, t: number): Hsl {
  let dh = b.h - a.h;
  if (dh > 180) dh -= 360;
  if (dh < -180) dh += 360;
  return hsl(a.h + dh * t, a.s + (b.s - a.s) * t, a.l + (b.l - a.l) * t);
}
