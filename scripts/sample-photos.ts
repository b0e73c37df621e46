/**
 * Draws the Photo Library's six sample photos (spec core 9: 'Photo library: 6 sample remote
 * photos') into public/samples/photos/. The spec's samples were remote pictures; ours ship in
 * the repository so the library works offline. Each is a painted scene (SVG) with a little
 * film grain, rendered by sharp. Deterministic: running it again gives the same pictures.
 *
 *   npx tsx scripts/sample-photos.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '../src/games/seeded-random';

const OUT = 'public/samples/photos';

/** A smooth ridge line across the picture: a sum of a few sines. */
function ridge(
  w: number,
  base: number,
  amp: number,
  seed: number,
  step = 8,
): Array<[number, number]> {
  const r = seededRandom(seed);
  const waves = [0, 1, 2].map((i) => ({
    f: (0.6 + r() * 1.4) * (i + 1),
    p: r() * Math.PI * 2,
    a: amp / (i + 1.3),
  }));
  const pts: Array<[number, number]> = [];
  for (let x = 0; x <= w; x += step) {
    const y = waves.reduce((s, v) => s + v.a * Math.sin((x / w) * Math.PI * v.f + v.p), base);
    pts.push([x, y]);
  }
  return pts;
}

function area(pts: Array<[number, number]>, w: number, h: number): string {
  const line = pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' L');
  return `M0,${h} L${line} L${w},${h} Z`;
}

function mountainLake(w: number, h: number): string {
  const horizon = h * 0.58;
  const far = area(ridge(w, horizon - 150, 90, 3), w, horizon);
  const near = area(ridge(w, horizon - 70, 60, 7), w, horizon);
  const r = seededRandom(11);
  const pines = Array.from({ length: 26 }, (_, i) => {
    const x = (i / 25) * w + (r() - 0.5) * 30;
    const th = 40 + r() * 70;
    const y = horizon + 6;
    return `<path d="M${x},${y - th} L${x - th * 0.22},${y} L${x + th * 0.22},${y} Z" fill="#1f3b36"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7fb2e5"/><stop offset="0.65" stop-color="#f6d6b8"/><stop offset="1" stop-color="#f9c79a"/>
    </linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8fb7c9"/><stop offset="1" stop-color="#2f5870"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
    <filter id="haze" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="1.5"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.7}" cy="${horizon - 190}" r="46" fill="#fff4dc" opacity="0.9" filter="url(#soft)"/>
  <path d="${far}" fill="#6c84a8" filter="url(#haze)"/>
  <path d="${near}" fill="#3f5f80"/>
  <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#lake)"/>
  <g transform="translate(0 ${2 * horizon}) scale(1 -1)" opacity="0.45" filter="url(#soft)">
    <path d="${far}" fill="#6c84a8"/><path d="${near}" fill="#3f5f80"/>
  </g>
  ${pines}
  <rect y="${horizon + 4}" width="${w}" height="3" fill="#ffffff" opacity="0.25"/>`;
}

function beachSunset(w: number, h: number): string {
  const horizon = h * 0.55;
  const r = seededRandom(21);
  const glints = Array.from({ length: 40 }, () => {
    const y = horizon + 8 + r() ** 1.6 * (h * 0.3);
    const len = 20 + r() * 90;
    const x = w * 0.5 + (r() - 0.5) * (y - horizon) * 1.6;
    return `<rect x="${x - len / 2}" y="${y}" width="${len}" height="3" rx="1.5" fill="#ffd9a0" opacity="${0.35 + r() * 0.4}"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b2f6b"/><stop offset="0.45" stop-color="#d9607a"/><stop offset="0.8" stop-color="#f7a25b"/><stop offset="1" stop-color="#fbd38a"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d97a6e"/><stop offset="0.4" stop-color="#5b4a7d"/><stop offset="1" stop-color="#2a2d54"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff1c4"/><stop offset="0.3" stop-color="#ffc46b" stop-opacity="0.8"/><stop offset="1" stop-color="#ff8a5b" stop-opacity="0"/></radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w / 2}" cy="${horizon - 30}" r="260" fill="url(#glow)"/>
  <circle cx="${w / 2}" cy="${horizon - 30}" r="62" fill="#fff0c8"/>
  <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#sea)"/>
  <g filter="url(#soft)">${glints}</g>
  <path d="M0,${h * 0.84} C${w * 0.3},${h * 0.8} ${w * 0.6},${h * 0.86} ${w},${h * 0.82} L${w},${h} L0,${h} Z" fill="#e9b98a"/>
  <path d="M0,${h * 0.84} C${w * 0.3},${h * 0.8} ${w * 0.6},${h * 0.86} ${w},${h * 0.82}" stroke="#fff3e0" stroke-width="5" fill="none" opacity="0.7"/>
  <path d="M${w * 0.12},${h} L${w * 0.135},${h * 0.62} L${w * 0.142},${h * 0.62} L${w * 0.15},${h} Z" fill="#2b1d2e"/>
  <g fill="#2b1d2e" transform="translate(${w * 0.138} ${h * 0.62})">
    <path d="M0,0 C-60,-30 -110,-10 -150,30 C-100,0 -50,-5 0,0 Z"/>
    <path d="M0,0 C50,-40 110,-30 150,10 C100,-15 50,-12 0,0 Z"/>
    <path d="M0,0 C-20,-60 -70,-90 -120,-80 C-70,-70 -30,-40 0,0 Z"/>
    <path d="M0,0 C30,-60 80,-80 125,-60 C80,-55 40,-35 0,0 Z"/>
  </g>`;
}

function forestPath(w: number, h: number): string {
  const r = seededRandom(31);
  const trunks = Array.from({ length: 16 }, (_, i) => {
    const side = i % 2 === 0 ? -1 : 1;
    const depth = r();
    const x = w / 2 + side * (w * 0.12 + depth * w * 0.42);
    const tw = 14 + (1 - depth) * 50;
    const shade = Math.round(40 + depth * 60);
    return {
      depth,
      svg: `<rect x="${x - tw / 2}" y="0" width="${tw}" height="${h * (0.7 + depth * 0.1)}" fill="rgb(${shade},${shade - 10},${shade - 22})"/>`,
    };
  })
    .sort((a, b) => b.depth - a.depth)
    .map((t) => t.svg)
    .join('');
  const leaves = Array.from({ length: 90 }, () => {
    const x = r() * w;
    const y = r() * h * 0.45;
    const rad = 30 + r() * 70;
    const g = Math.round(90 + r() * 80);
    return `<circle cx="${x}" cy="${y}" r="${rad}" fill="rgb(${Math.round(g * 0.45)},${g},${Math.round(g * 0.35)})" opacity="0.75"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="air" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#dff0c8"/><stop offset="0.6" stop-color="#a9cf8e"/><stop offset="1" stop-color="#5e8a4a"/>
    </linearGradient>
    <linearGradient id="ray" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fffbe0" stop-opacity="0.65"/><stop offset="1" stop-color="#fffbe0" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="path" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d8c39a"/><stop offset="1" stop-color="#a27d4f"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
    <filter id="leafy" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#air)"/>
  ${trunks}
  <g filter="url(#leafy)">${leaves}</g>
  <path d="M${w * 0.47},${h * 0.62} L${w * 0.53},${h * 0.62} L${w * 0.95},${h} L${w * 0.05},${h} Z" fill="url(#path)"/>
  <path d="M0,${h * 0.64} L${w * 0.47},${h * 0.62} L${w * 0.05},${h} L0,${h} Z" fill="#4d7a3a"/>
  <path d="M${w},${h * 0.64} L${w * 0.53},${h * 0.62} L${w * 0.95},${h} L${w},${h} Z" fill="#4d7a3a"/>
  <g filter="url(#soft)">
    <path d="M${w * 0.55},0 L${w * 0.75},0 L${w * 0.5},${h * 0.8} L${w * 0.42},${h * 0.8} Z" fill="url(#ray)"/>
    <path d="M${w * 0.8},0 L${w * 0.92},0 L${w * 0.62},${h * 0.75} L${w * 0.56},${h * 0.75} Z" fill="url(#ray)"/>
  </g>`;
}

function cityLights(w: number, h: number): string {
  const r = seededRandom(41);
  const ground = h * 0.82;
  const stars = Array.from({ length: 70 }, () => {
    return `<circle cx="${r() * w}" cy="${r() * h * 0.45}" r="${0.8 + r() * 1.6}" fill="#fff" opacity="${0.3 + r() * 0.6}"/>`;
  }).join('');
  let x = -10;
  let towers = '';
  while (x < w) {
    const bw = 50 + r() * 90;
    const bh = 140 + r() * 360;
    const top = ground - bh;
    towers += `<rect x="${x}" y="${top}" width="${bw}" height="${bh}" fill="#141a33"/>`;
    for (let wy = top + 14; wy < ground - 10; wy += 18) {
      for (let wx = x + 8; wx < x + bw - 10; wx += 14) {
        if (r() < 0.42) {
          const warm = r() < 0.7;
          towers += `<rect x="${wx}" y="${wy}" width="7" height="9" fill="${warm ? '#ffd27a' : '#9fd8ff'}" opacity="${0.55 + r() * 0.45}"/>`;
        }
      }
    }
    x += bw + 4 + r() * 10;
  }
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1233"/><stop offset="0.6" stop-color="#2b2f6e"/><stop offset="1" stop-color="#b0578a"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a2350"/><stop offset="1" stop-color="#0b0e22"/>
    </linearGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${stars}
  <circle cx="${w * 0.18}" cy="${h * 0.18}" r="34" fill="#fdf3d6"/>
  <circle cx="${w * 0.18}" cy="${h * 0.18}" r="70" fill="#fdf3d6" opacity="0.15" filter="url(#soft)"/>
  ${towers}
  <rect y="${ground}" width="${w}" height="${h - ground}" fill="url(#water)"/>
  <g transform="translate(0 ${2 * ground}) scale(1 -1)" opacity="0.35" filter="url(#soft)">${towers}</g>`;
}

function desertDunes(w: number, h: number): string {
  const dune = (base: number, amp: number, seed: number, fill: string, light: string) => {
    const pts = ridge(w, base, amp, seed, 6);
    return `<path d="${area(pts, w, h)}" fill="${fill}"/><path d="M${pts.map(([x, y]) => `${x},${y}`).join(' L')}" stroke="${light}" stroke-width="3" fill="none" opacity="0.8"/>`;
  };
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5aa0d8"/><stop offset="0.7" stop-color="#f3d9b0"/><stop offset="1" stop-color="#f6c48f"/>
    </linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fffbe8"/><stop offset="0.4" stop-color="#fff2c4" stop-opacity="0.8"/><stop offset="1" stop-color="#ffe2a0" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.22}" cy="${h * 0.24}" r="140" fill="url(#sun)"/>
  ${dune(h * 0.5, 40, 51, '#e7b27a', '#f7d3a4')}
  ${dune(h * 0.62, 55, 52, '#d9934f', '#f2c18a')}
  ${dune(h * 0.76, 60, 53, '#c9773a', '#eaa66a')}
  ${dune(h * 0.9, 40, 54, '#b5612b', '#d98b50')}`;
}

function northernLights(w: number, h: number): string {
  const r = seededRandom(61);
  const stars = Array.from({ length: 120 }, () => {
    return `<circle cx="${r() * w}" cy="${r() * h * 0.7}" r="${0.6 + r() * 1.5}" fill="#fff" opacity="${0.3 + r() * 0.7}"/>`;
  }).join('');
  const ribbon = (y: number, amp: number, seed: number, colour: string, thick: number) => {
    const pts = ridge(w, y, amp, seed, 10);
    const d = `M${pts.map(([x, yy]) => `${x},${yy}`).join(' L')}`;
    return `<path d="${d}" stroke="${colour}" stroke-width="${thick}" fill="none" stroke-linecap="round"/>`;
  };
  const hills = area(ridge(w, h * 0.8, 40, 62, 6), w, h);
  const r2 = seededRandom(63);
  const firs = Array.from({ length: 30 }, (_, i) => {
    const x = (i / 29) * w + (r2() - 0.5) * 20;
    const th = 30 + r2() * 60;
    const y = h * 0.86 + r2() * 20;
    return `<path d="M${x},${y - th} L${x - th * 0.25},${y} L${x + th * 0.25},${y} Z" fill="#0a1420"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#050a1e"/><stop offset="0.7" stop-color="#0e2a3f"/><stop offset="1" stop-color="#17415a"/>
    </linearGradient>
    <linearGradient id="snow" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#b9d3e6"/><stop offset="1" stop-color="#4e6f8a"/>
    </linearGradient>
    <filter id="aurora" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
    <filter id="aurora2" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${stars}
  <g filter="url(#aurora)" opacity="0.9">
    ${ribbon(h * 0.3, 70, 64, '#3dffb0', 90)}
    ${ribbon(h * 0.22, 60, 65, '#8a5cff', 60)}
  </g>
  <g filter="url(#aurora2)" opacity="0.7">${ribbon(h * 0.32, 70, 64, '#b8ffe0', 14)}</g>
  <path d="${hills}" fill="url(#snow)"/>
  ${firs}`;
}

export const SAMPLE_SCENES = [
  { file: 'mountain-lake.jpg', w: 1200, h: 800, draw: mountainLake },
  { file: 'beach-sunset.jpg', w: 1200, h: 800, draw: beachSunset },
  { file: 'forest-path.jpg', w: 800, h: 1200, draw: forestPath },
  { file: 'city-lights.jpg', w: 1200, h: 800, draw: cityLights },
  { file: 'desert-dunes.jpg', w: 1200, h: 800, draw: desertDunes },
  { file: 'northern-lights.jpg', w: 800, h: 1000, draw: northernLights },
] as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const scene of SAMPLE_SCENES) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.w}" height="${scene.h}">${scene.draw(scene.w, scene.h)}</svg>`;
    // Film grain, so the pictures read as photographs rather than flat drawings; from the
    // seeded source, so the files come out the same on every run.
    const noise = seededRandom(scene.w * 7 + scene.h);
    const raw = Buffer.alloc(scene.w * scene.h * 3);
    for (let i = 0; i < raw.length; i += 3) {
      const v = Math.round(128 + (noise() + noise() + noise() - 1.5) * 36);
      raw[i] = raw[i + 1] = raw[i + 2] = v;
    }
    const grain = await sharp(raw, { raw: { width: scene.w, height: scene.h, channels: 3 } })
      .png()
      .toBuffer();
    await sharp(Buffer.from(svg))
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(join(OUT, scene.file));
    // The library's grid shows small copies; the full picture is what is sent.
    await sharp(join(OUT, scene.file))
      .resize({ width: 360, height: 360, fit: 'cover' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(join(OUT, scene.file.replace('.jpg', '-thumb.jpg')));
    console.log(`${scene.file} ${scene.w}x${scene.h}`);
  }
}

await main();
