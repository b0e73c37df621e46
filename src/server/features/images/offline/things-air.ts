import type { Canvas } from './canvas';
import { glow, linear, n } from './canvas';

/** Things in the sky or on the water, each drawn around its centre (x, y), `s` pixels tall. */

/** A hot-air balloon: a striped envelope, its ropes and the basket. */
export function balloonDraw(c: Canvas, x: number, y: number, s: number): string {
  const { pal } = c;
  const r = s * 0.36;
  const top = y - s * 0.5;
  const neck = y + s * 0.12;
  const envelope = `M${n(x)},${n(neck)} C${n(x - r * 0.5)},${n(neck - s * 0.1)} ${n(x - r * 1.35)},${n(top + r * 1.2)} ${n(x - r)},${n(top + r * 0.5)} A${n(r)},${n(r * 0.95)} 0 0 1 ${n(x + r)},${n(top + r * 0.5)} C${n(x + r * 1.35)},${n(top + r * 1.2)} ${n(x + r * 0.5)},${n(neck - s * 0.1)} ${n(x)},${n(neck)} Z`;
  const clip = c.nextId('c');
  c.defs.push(`<clipPath id="${clip}"><path d="${envelope}"/></clipPath>`);
  const stripes = [-2, -1, 0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="${n(x + i * r * 0.5)}" cy="${n(top + s * 0.3)}" rx="${n(r * 0.16)}" ry="${n(s * 0.6)}" fill="${i % 2 === 0 ? pal.accent2 : '#fff4d6'}" stroke="none"/>`,
    )
    .join('');
  const shine = `<ellipse cx="${n(x - r * 0.45)}" cy="${n(top + r * 0.55)}" rx="${n(r * 0.18)}" ry="${n(r * 0.35)}" fill="#ffffff" opacity="0.35" stroke="none"/>`;
  const basketY = y + s * 0.3;
  return (
    `<path d="M${n(x - s * 0.06)},${n(neck)} L${n(x - s * 0.07)},${n(basketY)} M${n(x + s * 0.06)},${n(neck)} L${n(x + s * 0.07)},${n(basketY)}" stroke="${pal.dark}" stroke-width="2"/>` +
    `<path d="${envelope}" fill="${pal.accent}"/><g clip-path="url(#${clip})">${stripes}${shine}</g>` +
    `<path d="${envelope}" fill="none"/>` +
    `<rect x="${n(x - s * 0.09)}" y="${n(basketY)}" width="${n(s * 0.18)}" height="${n(s * 0.13)}" rx="3" fill="#8b5a2b"/>`
  );
}

/** A rocket climbing at an angle, its flame and a trail of smoke behind. */
export function rocketDraw(c: Canvas, x: number, y: number, s: number): string {
  const { pal } = c;
  const w = s * 0.26;
  const flame = linear(c, ['#fff6a8', '#ffb03b', '#ff5a36'], 0, 1);
  const smoke = [1, 2, 3, 4]
    .map(
      (i) =>
        `<circle cx="${n(x + c.rng.range(-8, 8))}" cy="${n(y + s * (0.55 + i * 0.16))}" r="${n(s * (0.05 + i * 0.035))}" fill="#ffffff" opacity="${n(0.55 - i * 0.1)}" stroke="none"/>`,
    )
    .join('');
  const body =
    `${smoke}<path d="M${n(x - w * 0.35)},${n(y + s * 0.4)} Q${n(x)},${n(y + s * 0.85)} ${n(x + w * 0.35)},${n(y + s * 0.4)} Z" fill="${flame}" stroke="none"/>` +
    [-1, 1]
      .map(
        (d) =>
          `<path d="M${n(x + d * w * 0.45)},${n(y + s * 0.1)} L${n(x + d * w * 1.05)},${n(y + s * 0.45)} L${n(x + d * w * 0.45)},${n(y + s * 0.38)} Z" fill="${pal.accent}"/>`,
      )
      .join('') +
    `<path d="M${n(x - w / 2)},${n(y + s * 0.42)} L${n(x - w / 2)},${n(y - s * 0.1)} Q${n(x - w / 2)},${n(y - s * 0.4)} ${n(x)},${n(y - s * 0.55)} Q${n(x + w / 2)},${n(y - s * 0.4)} ${n(x + w / 2)},${n(y - s * 0.1)} L${n(x + w / 2)},${n(y + s * 0.42)} Z" fill="#eef1f6"/>` +
    `<circle cx="${n(x)}" cy="${n(y - s * 0.12)}" r="${n(w * 0.27)}" fill="#5fb4e8" stroke="${pal.accent}" stroke-width="${n(w * 0.08)}"/>` +
    `<path d="M${n(x - w / 2)},${n(y + s * 0.3)} h${n(w)}" stroke="${pal.accent}" stroke-width="${n(w * 0.12)}"/>`;
  return `<g transform="rotate(32 ${n(x)} ${n(y)})">${body}</g>`;
}

/** A ringed planet, the ring passing behind it and in front. */
export function planetDraw(c: Canvas, x: number, y: number, s: number): string {
  const { pal } = c;
  const r = s * 0.3;
  const ring = (half: 'back' | 'front') =>
    `<path d="M${n(x - r * 1.8)},${n(y)} A${n(r * 1.8)},${n(r * 0.45)} 0 0 ${half === 'back' ? 1 : 0} ${n(x + r * 1.8)},${n(y)}" fill="none" stroke="${pal.accent2}" stroke-width="${n(r * 0.16)}" stroke-opacity="0.9" transform="rotate(-16 ${n(x)} ${n(y)})"/>`;
  const body = linear(c, [pal.accent, '#2a1f4f'], 1, 1);
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.2)}" fill="${glow(c, pal.accent, 0.35)}" stroke="none"/>` +
    `${ring('back')}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${body}"/>${ring('front')}`
  );
}

/** A heart floating in the sky, glowing softly. */
export function heartDraw(c: Canvas, x: number, y: number, s: number): string {
  const w = s * 0.5;
  const path = `M${n(x)},${n(y + w * 0.75)} C${n(x - w * 1.4)},${n(y - w * 0.1)} ${n(x - w * 0.7)},${n(y - w * 1.05)} ${n(x)},${n(y - w * 0.4)} C${n(x + w * 0.7)},${n(y - w * 1.05)} ${n(x + w * 1.4)},${n(y - w * 0.1)} ${n(x)},${n(y + w * 0.75)} Z`;
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(w * 2.2)}" fill="${glow(c, '#ff6b9a', 0.5)}" stroke="none"/><path d="${path}" fill="#ff4f86"/>`;
}

/** A sailboat on the water with its reflection. */
export function boatDraw(c: Canvas, x: number, y: number, s: number): string {
  const { pal } = c;
  const boat = (flip: boolean) => {
    const k = flip ? -1 : 1;
    const Y = (dy: number) => n(y + k * dy);
    return (
      `<path d="M${n(x - s * 0.42)},${Y(-s * 0.12)} L${n(x + s * 0.42)},${Y(-s * 0.12)} L${n(x + s * 0.3)},${Y(0)} L${n(x - s * 0.3)},${Y(0)} Z" fill="${pal.night ? pal.dark : '#8c3b2e'}"/>` +
      `<path d="M${n(x)},${Y(-s * 0.12)} L${n(x)},${Y(-s * 1.0)}" stroke="${pal.dark}" stroke-width="3"/>` +
      `<path d="M${n(x + 4)},${Y(-s * 0.96)} L${n(x + s * 0.38)},${Y(-s * 0.2)} L${n(x + 4)},${Y(-s * 0.2)} Z" fill="#fff8ec"/>` +
      `<path d="M${n(x - 4)},${Y(-s * 0.8)} L${n(x - s * 0.3)},${Y(-s * 0.22)} L${n(x - 4)},${Y(-s * 0.22)} Z" fill="${pal.accent}"/>`
    );
  };
  return `<g opacity="0.25" stroke="none">${boat(true)}</g>${boat(false)}`;
}

/** A fish leaping out of the water in an arc, with its splash. */
export function fishDraw(c: Canvas, x: number, y: number, s: number): string {
  const { pal } = c;
  const body = `<ellipse cx="${n(x)}" cy="${n(y - s * 0.55)}" rx="${n(s * 0.34)}" ry="${n(s * 0.13)}" fill="${pal.accent}"/>`;
  const tail = `<path d="M${n(x + s * 0.3)},${n(y - s * 0.55)} L${n(x + s * 0.52)},${n(y - s * 0.7)} L${n(x + s * 0.5)},${n(y - s * 0.4)} Z" fill="${pal.accent}"/>`;
  const eye = `<circle cx="${n(x - s * 0.2)}" cy="${n(y - s * 0.58)}" r="${n(s * 0.03)}" fill="${pal.dark}" stroke="none"/>`;
  const splash = [-1, 0, 1]
    .map(
      (d) =>
        `<path d="M${n(x + d * s * 0.12)},${n(y)} q${n(d * s * 0.06)},${n(-s * 0.14)} ${n(d * s * 0.14)},${n(-s * 0.18)}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
    )
    .join('');
  const arc = `<path d="M${n(x + s * 0.9)},${n(y)} Q${n(x + s * 0.6)},${n(y - s * 0.8)} ${n(x + s * 0.3)},${n(y - s * 0.6)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="6 8"/>`;
  return `${arc}<g transform="rotate(-24 ${n(x)} ${n(y - s * 0.55)})">${tail}${body}${eye}</g>${splash}`;
}
