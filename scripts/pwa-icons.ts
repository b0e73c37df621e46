/**
 * Draws the installed app's icons from the logo (public/favicon.svg, the same mark as
 * src/web/ui/LogoMark.tsx) into public/icons/ (committed; run again only when the logo
 * changes). The manifest (public/manifest.webmanifest) and index.html name these files.
 *
 *   npx tsx scripts/pwa-icons.ts
 *
 * - icon-192.png, icon-512.png: the mark as it is, rounded corners transparent ('any').
 * - icon-maskable-512.png: full-bleed brand gradient with the bubble inside the central 80%
 *   circle, which is all a launcher's mask may keep ('maskable').
 * - apple-touch-icon.png (180): full-bleed and opaque; iOS rounds the corners itself.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const OUT = 'public/icons';
const logo = readFileSync('public/favicon.svg', 'utf8');

/** The rounded tile the mark sits on; the icons that fill their square replace it. */
const TILE = '<rect width="64" height="64" rx="18" fill="url(#g)"/>';
if (!logo.includes(TILE)) throw new Error('public/favicon.svg changed shape: update TILE');

/**
 * The mark on a square of brand gradient, its bubble and glyphs scaled by `scale` about the
 * centre (the bubble spans about 42 of 64 units; 0.8 keeps it within the maskable safe zone).
 */
function fullBleed(scale: number): string {
  const [head, rest] = logo.split(TILE) as [string, string];
  const body = rest.replace('</svg>', '');
  const shift = 32 * (1 - scale);
  return `${head}<rect width="64" height="64" fill="url(#g)"/><g transform="translate(${shift} ${shift}) scale(${scale})">${body}</g></svg>`;
}

async function draw(svg: string, size: number, file: string, opaque = false): Promise<void> {
  // Rendered at the target size from the vector, not scaled down from a bitmap.
  let image = sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size);
  if (opaque) image = image.flatten({ background: '#6d5dfc' });
  await image.png({ compressionLevel: 9 }).toFile(`${OUT}/${file}`);
}

mkdirSync(OUT, { recursive: true });
await draw(logo, 192, 'icon-192.png');
await draw(logo, 512, 'icon-512.png');
await draw(fullBleed(0.8), 512, 'icon-maskable-512.png');
await draw(fullBleed(0.92), 180, 'apple-touch-icon.png', true);
console.log(`icons written to ${OUT}/`);
