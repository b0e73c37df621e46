import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishOnScreen, says } from './catalog';
import { e2eStage } from './harness';
import { SCREENS, noSeriousA11yIssues, screenshots, settled, toastSays } from './screens';

/**
 * Short videos (issue 17): Emma uploads a clip through More > Upload Video, its caption with
 * three hashtags, and gives it the B&W filter in the Video Editor. Sofía, in another browser and
 * in Spanish, finds it in the Reels feed, playing with the filter, likes it and comments on it;
 * what she did is on the server, and Emma's page shows it live.
 */

const stage = e2eStage();
let clip: Buffer;
/** Over the multipart threshold (20 MB): 3 s of lossless noise, about 27 MB. */
let bigPath: string;

/** Makes a clip at `path` from ffmpeg's generated sources (as the server's tests do). */
function clipMake(path: string, args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...args, path]);
}

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'allo-e2e-video-'));
  // A real, short, portrait H.264 clip with sound.
  const path = join(dir, 'lisbon.mp4');
  clipMake(path, [
    ...['-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
  ]);
  clip = readFileSync(path);
  bigPath = join(dir, 'noise.mp4');
  clipMake(bigPath, [
    ...['-f', 'lavfi', '-i', "nullsrc=s=640x360:r=25:d=3,geq=lum='random(1)*255':cb=128:cr=128"],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p'],
  ]);
});

/** Uppy's part size for our files: S3's smallest, 5 MiB. */
const PART = 5 * 1024 * 1024;
const isPartPut = (url: string, method: string) =>
  method === 'PUT' && url.includes('/api/objects/upload/') && url.includes('partNumber=');

interface FeedVideo {
  id: string;
  size: number;
  durationMs: number;
  title: string;
  likeCount: number;
  commentCount: number;
  isLiked: boolean;
  hashtags: string[];
  edits: { filter: string; brightness: number };
}

/** The feed as the server gives it to `page`'s user. */
function feedOf(page: Page): Promise<FeedVideo[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/videos', { credentials: 'include' });
    return (await res.json()) as FeedVideo[];
  });
}

/** More > Upload Video: the modal. */
async function uploadModalOpen(page: Page): Promise<Locator> {
  await page.getByTestId('nav-more').click();
  await page.getByTestId('more-menu').getByText('Upload Video').click();
  const modal = page.getByTestId('video-upload-modal');
  await modal.waitFor();
  return modal;
}

/** The first `n` part PUTs go through; the others hang, as on a line that died. */
async function partsHangAfter(page: Page, n: number): Promise<void> {
  let passed = 0;
  await page.route(
    (url) => url.pathname.startsWith('/api/objects/upload/') && url.searchParams.has('partNumber'),
    async (route) => {
      if (route.request().method() === 'PUT' && passed < n) {
        passed++;
        await route.continue();
      }
      // Else never answered: a reload or a cancel cuts it off.
    },
  );
}

const TITLE = 'Sunset over Lisbon #travel #sunset #portugal';

describe('short videos', () => {
  it('should upload a video through the modal, edit it, and have a friend like and comment on it', async () => {
    const emma = await stage.phone();
    await stage.signIn(emma, 'emma');

    // More > Upload Video opens the modal (no 'Coming soon' any more).
    const modal = await uploadModalOpen(emma);
    await expect.poll(() => modal.getByTestId('video-upload-start').isDisabled()).toBe(true);

    // A file that is not a video is refused in Uppy's words, and nothing is picked.
    await modal.getByTestId('video-upload-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    });
    await expect
      .poll(() => modal.getByTestId('video-upload-notices').textContent())
      .toContain('You can only upload: .mp4, .mov, .avi, .wmv, .flv, .webm, .mkv');
    expect(await modal.getByTestId('video-upload-file').count()).toBe(0);

    await modal.getByTestId('video-upload-input').setInputFiles({
      name: 'lisbon.mp4',
      mimeType: 'video/mp4',
      buffer: clip,
    });
    await modal.getByTestId('video-upload-file').filter({ hasText: 'lisbon.mp4' }).waitFor();
    await expect.poll(() => modal.getByTestId('video-upload-notices').count()).toBe(0);
    await expect
      .poll(() => modal.getByTestId('video-upload-state').textContent())
      .toBe('Ready to upload');
    await modal.getByTestId('video-upload-title').fill(TITLE);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/video-upload-modal.png` });
    await noSeriousA11yIssues(emma);

    // Upload: the overlay shows, the server checks the clip, then the editor opens with it.
    await modal.getByTestId('video-upload-start').click();
    const overlay = emma.getByTestId('video-upload-overlay');
    await overlay.waitFor();
    await toastSays(emma, 'Upload successful!', 'Your video has been uploaded. Processing...');
    await expect
      .poll(() => overlay.getAttribute('data-status'), { timeout: 15_000 })
      .toBe('complete');
    await expect.poll(() => overlay.textContent()).toContain('Your video is ready to share!');
    await emma.screenshot({ path: `${SCREENS}/video-upload-complete.png` });
    await overlay.waitFor({ state: 'detached' });

    const editor = emma.getByTestId('video-editor');
    await editor.waitFor();
    const preview = editor.getByTestId('video-editor-preview');
    await expect
      .poll(() => preview.evaluate((v) => (v as HTMLVideoElement).style.filter))
      .toBe('none');
    await editor.getByTestId('video-filter-mono').click();
    await expect
      .poll(() => preview.evaluate((v) => (v as HTMLVideoElement).style.filter))
      .toContain('grayscale(1)');
    // Reset goes back to the spec's defaults; then B&W again, a little brighter.
    await editor.getByTestId('video-editor-reset').click();
    await expect
      .poll(() => editor.getByTestId('video-filter-none').getAttribute('aria-checked'))
      .toBe('true');
    await editor.getByTestId('video-filter-mono').click();
    await editor.getByTestId('video-slider-brightness').fill('120');
    await expect
      .poll(() => editor.getByTestId('video-slider-brightness-value').textContent())
      .toBe('120');
    await expect
      .poll(() => preview.evaluate((v) => (v as HTMLVideoElement).videoWidth), { timeout: 10_000 })
      .toBe(360);
    await noSeriousA11yIssues(emma);
    await screenshots(emma, 'video-editor');
    await editor.getByTestId('video-editor-save').click();
    await toastSays(emma, 'Video processed!');
    await editor.waitFor({ state: 'detached' });

    // The feed opens on it; the server keeps the edits, the duration and the caption.
    await emma.waitForURL(/\/videos\?v=/);
    const [mine] = await feedOf(emma);
    expect(mine).toMatchObject({
      title: TITLE,
      hashtags: ['travel', 'sunset', 'portugal'],
      edits: { filter: 'mono', brightness: 120 },
      likeCount: 0,
      commentCount: 0,
    });
    const emmasReel = emma.locator(`[data-testid=reel][data-video-id="${mine!.id}"]`);
    await emmasReel.waitFor();

    // Sofía, in another browser, in Spanish, opens the Reels from her Status page.
    const sofia = await stage.phone();
    await stage.signIn(sofia, 'sofia');
    await sofia.getByTestId('nav-status').click();
    await sofia.getByTestId('reels-link').click();
    await sofia.waitForURL(/\/videos/);
    const reel = sofia.locator(`[data-testid=reel][data-video-id="${mine!.id}"]`);
    await reel.waitFor();
    // Emma's English title in Sofía's Spanish, as statuses are, with the line to see the
    // original (issue 27).
    const titleToggle = reel.getByTestId('reel-translation').getByTestId('translation-toggle');
    await expect
      .poll(() => titleToggle.textContent())
      .toContain(says('es', 'translate.showOriginal'));
    await expect.poll(() => reel.getByTestId('reel-title').textContent()).not.toBe(TITLE);
    await titleToggle.click();
    await expect.poll(() => reel.getByTestId('reel-title').textContent()).toBe(TITLE);
    await titleToggle.click();
    await expect.poll(() => reel.getByTestId('reel-title').textContent()).not.toBe(TITLE);
    // At most the first two hashtags.
    await expect
      .poll(() => reel.getByTestId('reel-hashtag').allTextContents())
      .toEqual(['#travel', '#sunset']);
    // It plays as Emma edited it.
    const video = reel.getByTestId('reel-video');
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).style.filter))
      .toContain('grayscale(1)');
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).style.filter))
      .toContain('brightness(1.2');

    // She likes it: the count moves, the server has it, and Emma's page shows it live.
    await reel.getByTestId('reel-like').click();
    await toastSays(sofia, says('es', 'reels.liked'));
    await expect
      .poll(() => reel.getByTestId('reel-like').getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => reel.getByTestId('reel-like-count').textContent()).toBe('1');
    await expect
      .poll(async () => (await feedOf(sofia))[0])
      .toMatchObject({ likeCount: 1, isLiked: true });
    await expect.poll(() => emmasReel.getByTestId('reel-like-count').textContent()).toBe('1');

    // And comments: Shift+Enter makes a new line, Enter sends.
    await reel.getByTestId('reel-comment').click();
    const sheet = sofia.getByTestId('reel-comments-sheet');
    await sheet.waitFor();
    const input = sheet.getByTestId('reel-comment-input');
    await input.click();
    await input.pressSequentially('¡Qué bonito!');
    await input.press('Shift+Enter');
    await input.pressSequentially('Me encanta Lisboa');
    await expect.poll(() => input.inputValue()).toBe('¡Qué bonito!\nMe encanta Lisboa');
    await input.press('Enter');
    await toastSays(sofia, says('es', 'reels.commentPosted'));
    await expect
      .poll(() => sheet.getByTestId('reel-comment-content').allTextContents())
      .toEqual(['¡Qué bonito!\nMe encanta Lisboa']);
    await expect.poll(() => input.inputValue()).toBe('');
    await expect.poll(async () => (await feedOf(emma))[0]?.commentCount).toBe(1);
    await expect.poll(() => emmasReel.getByTestId('reel-comment-count').textContent()).toBe('1');
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/reels-comments.png` });
    await noSeriousA11yIssues(sofia);
    await sofia.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // Her feed speaks Spanish throughout, at phone width and on a wide screen.
    expect(await englishOnScreen(sofia, 'es')).toEqual([]);
    await noSeriousA11yIssues(sofia);
    await screenshots(sofia, 'reels-feed');

    // Emma reads Sofía's Spanish comment in English, and can see it as written.
    await emmasReel.getByTestId('reel-comment').click();
    const emmaSheet = emma.getByTestId('reel-comments-sheet');
    const comment = emmaSheet.getByTestId('reel-comment-content');
    const commentToggle = emmaSheet.getByTestId('translation-toggle');
    await expect.poll(() => commentToggle.textContent()).toContain('Show original');
    await expect.poll(() => comment.textContent()).not.toBe('¡Qué bonito!\nMe encanta Lisboa');
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/reels-comment-translated.png` });
    await commentToggle.click();
    await expect.poll(() => comment.textContent()).toBe('¡Qué bonito!\nMe encanta Lisboa');
    await emma.keyboard.press('Escape');
    await emmaSheet.waitFor({ state: 'detached' });

    // Videos exist, and Upload is still offered on the Reels screen (issue 27).
    await emma.getByTestId('reels-upload-header').click();
    await emma.getByTestId('video-upload-modal').waitFor();
    await emma.keyboard.press('Escape');
    await emma.getByTestId('video-upload-modal').waitFor({ state: 'detached' });
    // Only its owner may delete a reel: Sofía is not offered it; Emma deletes hers, after
    // asking, and it is gone from the server, with its like and comment, for both.
    expect(await reel.getByTestId('reel-delete').count()).toBe(0);
    await emmasReel.getByTestId('reel-delete').click();
    await emma.getByTestId('reel-delete-dialog').waitFor();
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/reels-delete.png` });
    await emma.getByTestId('reel-delete-confirm').click();
    await toastSays(emma, says('en', 'reels.deleted'));
    await emmasReel.waitFor({ state: 'detached' });
    expect((await feedOf(emma)).some((v) => v.id === mine!.id)).toBe(false);
    await expect.poll(async () => (await feedOf(sofia)).some((v) => v.id === mine!.id)).toBe(false);
  });

  it('should resume a multipart upload after a reload, sending only the parts not yet stored', async () => {
    const size = statSync(bigPath).size;
    const parts = Math.ceil(size / PART);
    expect(size).toBeGreaterThan(20 * 1024 * 1024);
    const emma = await stage.phone();
    await stage.signIn(emma, 'emma');

    // The first two parts go through; the others hang, as on a line that died.
    await partsHangAfter(emma, 2);
    const modal = await uploadModalOpen(emma);
    await modal.getByTestId('video-upload-input').setInputFiles(bigPath);
    await modal.getByTestId('video-upload-start').click();
    const overlay = emma.getByTestId('video-upload-overlay');
    await overlay.waitFor();
    // Multipart: it can be paused; the two parts are stored, and the page keeps the upload's id.
    const kept = () => emma.evaluate(() => localStorage.getItem('allo.videoUpload.u-emma'));
    await expect.poll(kept, { timeout: 15_000 }).not.toBeNull();
    const { uploadId, key } = JSON.parse((await kept())!) as { uploadId: string; key: string };
    const stored = () =>
      emma.evaluate(
        async ([id, k]) => {
          const res = await fetch(`/api/uploads/s3/multipart/${id}?key=${encodeURIComponent(k!)}`, {
            credentials: 'include',
          });
          return ((await res.json()) as Array<{ PartNumber: number }>)
            .map((p) => p.PartNumber)
            .sort((a, b) => a - b);
        },
        [uploadId, key],
      );
    await expect.poll(async () => (await stored()).length, { timeout: 15_000 }).toBe(2);
    const before = await stored();
    await emma.getByTestId('video-upload-pause').click();
    await expect.poll(() => emma.getByTestId('video-upload-headline').textContent()).toBe('Paused');

    // A reload: the page forgets the file, not the upload.
    await emma.unrouteAll({ behavior: 'ignoreErrors' });
    const sent: string[] = [];
    emma.on('request', (r) => {
      if (isPartPut(r.url(), r.method()))
        sent.push(new URL(r.url()).searchParams.get('partNumber')!);
    });
    await emma.reload();
    await emma.getByTestId('conversation-list').waitFor();
    await uploadModalOpen(emma);
    await expect
      .poll(() => modal.getByTestId('video-upload-resume').textContent())
      .toContain('Your upload of noise.mp4 was interrupted.');
    await modal.getByTestId('video-upload-input').setInputFiles(bigPath);
    await expect
      .poll(() => modal.getByTestId('video-upload-file').textContent())
      .toContain('the parts already sent will not be sent again');
    await modal.getByTestId('video-upload-start').click();
    await expect
      .poll(() => overlay.getAttribute('data-status'), { timeout: 30_000 })
      .toBe('complete');
    await emma.getByTestId('video-editor').waitFor();
    await emma.getByTestId('video-editor-cancel').click();
    await emma.waitForURL(/\/videos\?v=/);

    // Only the parts the store did not have were sent again; the video is whole, and ready.
    const all = Array.from({ length: parts }, (_, i) => i + 1);
    expect(sent.map(Number).sort((a, b) => a - b)).toEqual(all.filter((n) => !before.includes(n)));
    const video = (await feedOf(emma)).find((v) => v.id === uploadId);
    expect(video).toMatchObject({ size, durationMs: 3000 });
    expect(await kept()).toBeNull();
  });

  it('should say so when the server refuses the file, and keep nothing', async () => {
    const emma = await stage.phone();
    await stage.signIn(emma, 'emma');
    const before = (await feedOf(emma)).length;
    const modal = await uploadModalOpen(emma);
    // Its name says video; its bytes do not (ffprobe finds no video in them).
    await modal.getByTestId('video-upload-input').setInputFiles({
      name: 'holiday.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('this is only text, named like a video '.repeat(200)),
    });
    await modal.getByTestId('video-upload-start').click();
    const overlay = emma.getByTestId('video-upload-overlay');
    await expect.poll(() => overlay.getAttribute('data-status'), { timeout: 15_000 }).toBe('error');
    await expect.poll(() => overlay.textContent()).toContain('Upload failed');
    await expect.poll(() => overlay.textContent()).toContain('Please select a video file');
    await toastSays(emma, 'Upload failed', 'Please try uploading your video again');
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/video-upload-failed.png` });
    // The error shows for 3 s, then the overlay goes; no editor, and nothing new in the feed.
    await overlay.waitFor({ state: 'detached', timeout: 6_000 });
    expect(await emma.getByTestId('video-editor').count()).toBe(0);
    expect((await feedOf(emma)).length).toBe(before);
  });

  it('should cancel a multipart upload, with the parts gone from the store', async () => {
    const emma = await stage.phone();
    await stage.signIn(emma, 'emma');
    // One part goes through; the rest hang until the cancel.
    await partsHangAfter(emma, 1);
    const modal = await uploadModalOpen(emma);
    await modal.getByTestId('video-upload-input').setInputFiles(bigPath);
    await modal.getByTestId('video-upload-start').click();
    const kept = () => emma.evaluate(() => localStorage.getItem('allo.videoUpload.u-emma'));
    await expect.poll(kept, { timeout: 15_000 }).not.toBeNull();
    const { uploadId, key } = JSON.parse((await kept())!) as { uploadId: string; key: string };
    const listStatus = () =>
      emma.evaluate(
        async ([id, k]) =>
          (
            await fetch(`/api/uploads/s3/multipart/${id}?key=${encodeURIComponent(k!)}`, {
              credentials: 'include',
            })
          ).status,
        [uploadId, key],
      );
    expect(await listStatus()).toBe(200);

    await emma.getByTestId('video-upload-cancel').click();
    await toastSays(emma, 'Upload cancelled', 'Your upload has been cancelled');
    await emma.getByTestId('video-upload-overlay').waitFor({ state: 'detached' });
    // Uppy aborted it on the server: the upload and its stored part are gone.
    await expect.poll(listStatus).toBe(404);
    expect(await kept()).toBeNull();
    await emma.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
