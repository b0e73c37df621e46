import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Stage } from './harness';
import { FAKE_MEDIA_ARGS } from './harness';

/** Connecting two browsers on two busy cores, directly or through a relay: generous. */
export const CONNECT_MS = 30_000;

/** Chromium's fake camera and microphone, and connections over the loopback address. */
export const CALL_BROWSER_ARGS = [...FAKE_MEDIA_ARGS, '--allow-loopback-in-peer-connection'];

/** Each page's browser context may use the camera and microphone on the stage's server. */
export async function mediaGranted(stage: Stage, pages: readonly Page[]): Promise<void> {
  for (const page of pages) {
    await page.context().grantPermissions(['camera', 'microphone'], { origin: stage.url });
  }
}

/** The width of the other person's picture as the page plays it (0 until frames arrive). */
export function remoteWidth(page: Page): Promise<number> {
  return page
    .getByTestId('call-remote')
    .locator('video')
    .evaluate((v) => (v as HTMLVideoElement).videoWidth);
}

/** Each page's call is connected and plays the other's camera. */
export async function callsConnected(pages: readonly Page[]): Promise<void> {
  for (const page of pages) {
    // Chromium presents new frames only on the page in front.
    await page.bringToFront();
    await expect
      .poll(() => page.getByTestId('video-call').getAttribute('data-connected'), {
        timeout: CONNECT_MS,
      })
      .toBe('true');
    await expect.poll(() => remoteWidth(page), { timeout: CONNECT_MS }).toBeGreaterThan(0);
  }
}

/** The page's call, as its screen says: `data-` attributes of the call screen. */
export function callAttr(page: Page, name: string): Promise<string | null> {
  return page.getByTestId('video-call').getAttribute(name);
}

/** The shape of the other person's picture as played: the fake camera is 4:3, a screen 16:9. */
export function remoteAspect(page: Page): Promise<number> {
  return page
    .getByTestId('call-remote')
    .locator('video')
    .evaluate((v) => {
      const video = v as HTMLVideoElement;
      return video.videoHeight ? video.videoWidth / video.videoHeight : 0;
    });
}

/**
 * The other person's tile plays them: their picture is shown (not their avatar) and new frames
 * keep coming (a frozen picture fails); with `what`, their camera (4:3) or their screen (16:9),
 * by its shape, since the sender scales the size to the bandwidth.
 */
export async function remotePlays(page: Page, what?: 'camera' | 'screen'): Promise<void> {
  // Chromium presents new frames only on the page in front: a page behind plays nothing.
  await page.bringToFront();
  const tile = page.getByTestId('call-remote');
  await expect
    .poll(() => tile.getAttribute('data-video-off'), { timeout: CONNECT_MS })
    .toBe('false');
  await expect.poll(() => remoteWidth(page), { timeout: CONNECT_MS }).toBeGreaterThan(0);
  if (what) {
    await expect
      .poll(async () => ((await remoteAspect(page)) > 1.55 ? 'screen' : 'camera'), {
        timeout: CONNECT_MS,
      })
      .toBe(what);
  }
  const frames = () =>
    tile
      .locator('video')
      .evaluate((v) => (v as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames);
  const before = await frames();
  await expect.poll(frames, { timeout: CONNECT_MS }).toBeGreaterThan(before);
}

/** The other person's tile shows their avatar and name, no picture. */
export async function remoteShowsAvatar(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('call-remote').getAttribute('data-video-off'), {
      timeout: CONNECT_MS,
    })
    .toBe('true');
}

/** `caller` opens a chat with `callee` from New Message; `callee` opens it from the list. */
export async function inTheirChat(
  stage: Stage,
  caller: Page,
  callerUser: { username: string; name: string },
  callee: Page,
  calleeUsername: string,
): Promise<void> {
  await stage.signIn(caller, callerUser.username);
  await caller.getByTestId('new-chat-button').click();
  await caller.getByTestId('new-chat-message').click();
  await caller.getByTestId(`pick-user-${calleeUsername}`).click();
  await stage.liveReady(caller);
  await stage.signIn(callee, calleeUsername);
  await callee
    .locator(`[data-testid=conversation-row][data-name="${callerUser.name}"]:not([data-demo])`)
    .click();
  await stage.liveReady(callee);
}

/** A video call from the header's camera button (the check skipped), answered; both playing. */
export async function videoCall(caller: Page, callee: Page): Promise<void> {
  await caller.getByTestId('video-call-button').click();
  const test = caller.getByTestId('call-test-dialog');
  await expect.poll(() => test.getByTestId('call-start').isDisabled()).toBe(false);
  await test.getByTestId('call-start').click();
  const ring = callee.getByTestId('incoming-call');
  await ring.waitFor();
  await ring.getByTestId('call-accept').click();
  await callsConnected([caller, callee]);
}
