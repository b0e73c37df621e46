import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CONNECT_MS } from './call-steps';
import type { Stage } from './harness';

/** Four people in a mesh are twelve connections, each encoding and decoding, on two busy cores. */
export const GROUP_CONNECT_MS = 2 * CONNECT_MS;

/**
 * Runs in each page before its scripts: the fake camera at 160x120 and 10 fps (the app asks
 * for 640x480), so twelve encoders in four browsers' pages do not starve each other of the two
 * cores: at 320x240 a picture could freeze for half a minute while other tests ran.
 */
export function lowCamera(): void {
  const media = navigator.mediaDevices;
  const ask = media.getUserMedia.bind(media);
  media.getUserMedia = (c?: MediaStreamConstraints) =>
    ask(
      c?.video
        ? {
            ...c,
            video: {
              ...(typeof c.video === 'object' ? c.video : {}),
              width: { ideal: 160 },
              height: { ideal: 120 },
              frameRate: { ideal: 10 },
            },
          }
        : c,
    );
}

/** The demo people's ids, by username. */
async function userIds(page: Page): Promise<Record<string, string>> {
  const users = (await page.evaluate(async () => (await fetch('/api/users')).json())) as Array<{
    id: string;
    username: string;
  }>;
  return Object.fromEntries(users.map((u) => [u.username, u.id]));
}

/**
 * A group chat named `name` of the demo people `usernames` (the first creates it through the
 * API), each on a phone of their own with the camera granted, in the chat with its live
 * connection up. Gives each page and each person's id.
 */
export async function groupPhones<U extends string>(
  stage: Stage,
  usernames: readonly U[],
  name: string,
): Promise<{ pages: Record<U, Page>; ids: Record<string, string> }> {
  const pages = {} as Record<U, Page>;
  for (const username of usernames) {
    const page = await stage.phone(lowCamera);
    // Four browsers' pages on two cores shared with other tests: a click can wait long.
    page.setDefaultTimeout(CONNECT_MS);
    await page.context().grantPermissions(['camera', 'microphone'], { origin: stage.url });
    pages[username] = page;
  }
  const first = pages[usernames[0]!];
  await stage.signIn(first, usernames[0]!);
  const ids = await userIds(first);
  await first.evaluate(
    async ({ participants, name }) => {
      const res = await fetch('/api/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ participants, name }),
      });
      if (!res.ok) throw new Error(`group: ${res.status}`);
    },
    { participants: usernames.slice(1).map((u) => ids[u]!), name },
  );
  for (const username of usernames) {
    const page = pages[username];
    if (page === first) await page.goto(`${stage.url}/`);
    else await stage.signIn(page, username);
    await page.locator(`[data-testid=conversation-row][data-name="${name}"]`).click();
    await stage.liveReady(page);
  }
  return { pages, ids };
}

/** The caller starts a video call from the chat's header (the camera check skipped). */
export async function callStart(page: Page): Promise<void> {
  await page.getByTestId('video-call-button').click();
  const test = page.getByTestId('call-test-dialog');
  await expect.poll(() => test.getByTestId('call-start').isDisabled()).toBe(false);
  await test.getByTestId('call-start').click();
  await page.getByTestId('video-call').waitFor();
}

/** The phone rings; its person accepts (or declines). */
export async function answer(page: Page, accept: boolean): Promise<void> {
  const ring = page.getByTestId('incoming-call');
  await ring.waitFor({ timeout: CONNECT_MS });
  await ring.getByTestId(accept ? 'call-accept' : 'call-decline').click();
  if (accept) await page.getByTestId('video-call').waitFor();
  else await ring.waitFor({ state: 'detached' });
}

/** How the page plays `userId`'s tile: its picture's width and frames shown (0 when absent). */
function tilePlaying(page: Page, userId: string): Promise<{ width: number; frames: number }> {
  return page
    .locator(`[data-testid=call-remote][data-user="${userId}"] video`)
    .evaluate((v) => {
      const video = v as HTMLVideoElement;
      return { width: video.videoWidth, frames: video.getVideoPlaybackQuality().totalVideoFrames };
    }, undefined)
    .catch(() => ({ width: 0, frames: 0 }));
}

/**
 * The page plays a picture for each of `userIds`, and keeps playing it: frames still come in
 * (a picture frozen when its person left would keep its width).
 */
export async function playsEveryone(page: Page, userIds: readonly string[]): Promise<void> {
  // Chromium draws only the page in front: a page behind presents no new frames.
  await page.bringToFront();
  for (const id of userIds) {
    await expect
      .poll(async () => (await tilePlaying(page, id)).width, { timeout: GROUP_CONNECT_MS })
      .toBeGreaterThan(0);
    const { frames } = await tilePlaying(page, id);
    await expect
      .poll(async () => (await tilePlaying(page, id)).frames, { timeout: GROUP_CONNECT_MS })
      .toBeGreaterThan(frames);
  }
}

/** The width of the picture `userId`'s tile plays: 0 when it plays none, or has no tile. */
export async function tileWidth(page: Page, userId: string): Promise<number> {
  return (await tilePlaying(page, userId)).width;
}

/** The user ids of the page's remote tiles, in the grid's order. */
export function remoteTiles(page: Page): Promise<Array<string | null>> {
  return page
    .getByTestId('call-remote')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-user')));
}
