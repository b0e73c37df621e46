import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/* Steps with photos that several specs take (photos; captions and burner photos). */

/** Waits until pop-in animations are over, so a screenshot shows the settled screen. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

/** A real PNG of one colour (sharp), as a test file. */
export async function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Fires a paste of this file at the composer, as Ctrl+V of a copied picture does. */
export async function pasteFile(
  page: Page,
  bytes: Buffer,
  name: string,
  type: string,
): Promise<void> {
  await page.getByTestId('message-input').focus();
  await page.evaluate(
    ({ b64, name, type }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type }));
      document
        .querySelector('[data-testid=message-input]')!
        .dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
        );
    },
    { b64: bytes.toString('base64'), name, type },
  );
}

/** Sends the photo shown in the preview dialog, with an optional caption. */
export async function previewSend(page: Page, caption?: string, picture = true): Promise<void> {
  const dialog = page.getByTestId('photo-send-dialog');
  await dialog.waitFor();
  // The picture from the device shows (a file that is no picture shows none).
  if (picture) {
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=photo-send-preview]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
  }
  if (caption) {
    await page.getByTestId('photo-caption-input').fill(caption);
    await settled(page);
    await page.screenshot({ path: 'test-results/screens/photo-send-preview.png' });
  }
  await page.getByTestId('photo-send').click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * A photo as a phone camera makes it: 12 MP of noise (which compresses badly) as an 8 MB JPEG,
 * stored landscape with EXIF Orientation 6 (turn 90° clockwise to show) and a GPS position. Its
 * left side is a red band: shown upright, the band is at the top.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = randomBytes(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < 300; x++) raw.set([230, 20, 20], (y * width + x) * 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}
