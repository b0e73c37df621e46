import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONNECT_MS,
  callAttr,
  inTheirChat,
  videoCall,
  remotePlays,
  remoteShowsAvatar,
} from './call-steps';
import { e2eStage } from './harness';
import { SCREENS, settled } from './screens';

/**
 * What a call can do once it rings: a voice call (no camera asked, the people shown, the camera
 * turned on later by either side), the camera off and on again as the other side sees it,
 * sharing the screen and getting the camera back when it stops, and an ICE restart that brings
 * a call back after the network went away.
 */

const stage = e2eStage({
  browserArgs: [
    // Chromium's fake camera and microphone, and connections over the loopback address.
    '--use-fake-device-for-media-stream',
    '--allow-loopback-in-peer-connection',
    // getDisplayMedia without its picker: the fake UI picks the whole (fake, 1280x720) screen.
    // Tried here: --auto-select-desktop-capture-source and --auto-accept-this-tab-capture alone
    // leave the picker waiting in headless Chromium 156; this flag alone is enough.
    '--use-fake-ui-for-media-stream',
  ],
});

/** Keeps what each getUserMedia call asked for, so a test can see the camera was never asked. */
function mediaAsksLog() {
  const devices = navigator.mediaDevices;
  const ask = devices.getUserMedia.bind(devices);
  const asked: unknown[] = [];
  (window as unknown as { mediaAsks: unknown[] }).mediaAsks = asked;
  devices.getUserMedia = (c) => {
    asked.push(JSON.parse(JSON.stringify(c ?? {})));
    return ask(c);
  };
}
const mediaAsks = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { mediaAsks: Array<Record<string, unknown>> }).mediaAsks,
  );

/** This test's phones: closed after it, so no call of one test runs on into the next. */
const phones: Page[] = [];
afterEach(async () => {
  for (const page of phones.splice(0)) await page.context().close();
});

async function phoneWithMedia(): Promise<Page> {
  const page = await stage.phone(mediaAsksLog);
  phones.push(page);
  await page.context().grantPermissions(['camera', 'microphone'], { origin: stage.url });
  return page;
}

const EMMA = { username: 'emma', name: 'Emma Johnson' };

/** A voice call from the header's phone button, answered; both connected. */
/** `shot`: the name of the ringing screen's picture. */
async function voiceCall(
  caller: Page,
  callee: Page,
  ringText: string,
  shot: string,
): Promise<void> {
  await caller.getByTestId('voice-call-button').click();
  await caller.getByTestId('video-call').waitFor();
  const ring = callee.getByTestId('incoming-call');
  await ring.waitFor();
  await expect.poll(() => ring.getAttribute('data-call-type')).toBe('audio');
  await expect.poll(() => ring.textContent()).toContain(ringText);
  await settled(callee);
  await callee.screenshot({ path: `${SCREENS}/${shot}.png` });
  await ring.getByTestId('call-accept').click();
  for (const page of [caller, callee]) {
    await expect.poll(() => callAttr(page, 'data-connected'), { timeout: CONNECT_MS }).toBe('true');
    await expect.poll(() => callAttr(page, 'data-call-type')).toBe('audio');
  }
}

/** What the other person's tile plays holds their microphone, and a camera track or not. */
const remoteTracks = (page: Page) =>
  page
    .getByTestId('call-remote')
    .locator('video')
    .evaluate((v) => {
      const s = (v as HTMLVideoElement).srcObject as MediaStream | null;
      return { audio: s?.getAudioTracks().length ?? 0, video: s?.getVideoTracks().length ?? 0 };
    });

// Each test connects a call (or two) and changes it several times, on two busy cores.
describe('call media', { timeout: 150_000 }, () => {
  it('should make a voice call without the camera, show the people, and let either turn the camera on', async () => {
    const emma = await phoneWithMedia();
    const sofia = await phoneWithMedia();
    await inTheirChat(stage, emma, EMMA, sofia, 'sofia');
    // Sofía reads Spanish.
    await voiceCall(emma, sofia, 'Llamada de voz entrante', 'call-voice-incoming');

    // Neither browser asked for a camera: the microphone alone.
    await expect.poll(() => emma.getByTestId('call-title').textContent()).toBe('Voice Call');
    await expect.poll(() => sofia.getByTestId('call-title').textContent()).toBe('Llamada de voz');
    for (const page of [emma, sofia]) {
      expect(await mediaAsks(page)).toEqual([{ audio: true, video: false }]);
      // Each hears the other (a microphone track comes in) and sees their avatar and name.
      await expect.poll(() => remoteTracks(page)).toEqual({ audio: 1, video: 0 });
      await remoteShowsAvatar(page);
      // No camera of mine to show: no picture-in-picture tile, no switch-camera button.
      expect(await page.getByTestId('call-self').count()).toBe(0);
      expect(await page.getByTestId('call-switch').count()).toBe(0);
    }
    await expect
      .poll(() => emma.getByTestId('call-remote').textContent())
      .toContain('Sofía García');
    await expect.poll(() => emma.getByTestId('call-timer').textContent()).toMatch(/^00:0[1-9]$/);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/call-voice.png` });

    // Emma turns her camera on: Sofía sees her; then Sofía does, and Emma sees her.
    await emma.getByTestId('call-camera').click();
    await remotePlays(sofia);
    await emma.getByTestId('call-self').waitFor();
    await sofia.getByTestId('call-camera').click();
    await remotePlays(emma);
    // And off again: back to her avatar, not a frozen picture.
    await emma.getByTestId('call-camera').click();
    await remoteShowsAvatar(sofia);
    await emma.getByTestId('call-end').click();
    await sofia.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
  });

  it('should show my avatar to the other side while my camera is off, share my screen, and bring the camera back', async () => {
    const emma = await phoneWithMedia();
    const sofia = await phoneWithMedia();
    await inTheirChat(stage, emma, EMMA, sofia, 'sofia');
    await videoCall(emma, sofia);
    await remotePlays(sofia, 'camera');

    // Camera off: Emma's camera stops (its light goes out), Sofía sees Emma's avatar.
    await emma.getByTestId('call-camera').click();
    await expect
      .poll(() => emma.getByTestId('call-camera').getAttribute('aria-pressed'))
      .toBe('true');
    await remoteShowsAvatar(sofia);
    await expect
      .poll(() => emma.getByTestId('call-self').getAttribute('data-video-off'))
      .toBe('true');
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/call-camera-off-remote.png` });
    // On again: Sofía's picture of Emma moves again.
    await emma.getByTestId('call-camera').click();
    await remotePlays(sofia, 'camera');

    // Emma shares her screen: it goes instead of her camera, and she is told.
    await emma.getByTestId('call-share').click();
    await emma.getByTestId('call-sharing').waitFor();
    await expect
      .poll(() => emma.getByTestId('call-sharing').textContent())
      .toContain('You are sharing your screen');
    await remotePlays(sofia, 'screen');
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/call-sharing.png` });
    await sofia.screenshot({ path: `${SCREENS}/call-sharing-remote.png` });
    // Stop sharing: the camera is back.
    await emma.getByTestId('call-share-stop').click();
    await emma.getByTestId('call-sharing').waitFor({ state: 'detached' });
    await remotePlays(sofia, 'camera');

    // The browser's own 'Stop sharing' ends the screen's track, as here: the camera comes back.
    await emma.getByTestId('call-share').click();
    await remotePlays(sofia, 'screen');
    await emma
      .getByTestId('call-self')
      .locator('video')
      .evaluate((v) => {
        const track = ((v as HTMLVideoElement).srcObject as MediaStream).getVideoTracks()[0]!;
        track.stop();
        track.dispatchEvent(new Event('ended'));
      });
    await emma.getByTestId('call-sharing').waitFor({ state: 'detached' });
    await remotePlays(sofia, 'camera');
    await remotePlays(emma, 'camera');
    await emma.getByTestId('call-end').click();
    await sofia.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
  });

  it('should show the voice call, the camera off and the screen shared right to left in Arabic', async () => {
    const emma = await phoneWithMedia();
    const layla = await phoneWithMedia();
    await inTheirChat(stage, emma, EMMA, layla, 'layla');
    await voiceCall(emma, layla, 'مكالمة صوتية واردة', 'call-voice-incoming-ar');
    expect(await layla.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => layla.getByTestId('call-title').textContent()).toBe('مكالمة صوتية');
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/call-voice-ar.png` });

    // Both cameras on, then Emma's off: Layla sees Emma's avatar, and her own picture.
    await layla.getByTestId('call-camera').click();
    await emma.getByTestId('call-camera').click();
    await remotePlays(layla);
    await emma.getByTestId('call-camera').click();
    await remoteShowsAvatar(layla);
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/call-camera-off-remote-ar.png` });

    await layla.getByTestId('call-share').click();
    await layla.getByTestId('call-sharing').waitFor();
    await remotePlays(emma, 'screen');
    await layla.bringToFront();
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/call-sharing-ar.png` });
    await layla.getByTestId('call-end').click();
    await emma.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
  });

  it('should restart ICE when the network comes back, and play both ways again', async () => {
    const emma = await phoneWithMedia();
    const sofia = await phoneWithMedia();
    // The ICE credentials (a=ice-ufrag) of every offer each page sends through the server.
    const ufrags: Record<string, string[]> = { emma: [], sofia: [] };
    for (const [who, page] of [
      ['emma', emma],
      ['sofia', sofia],
    ] as const) {
      page.on('websocket', (ws) =>
        ws.on('framesent', ({ payload }) => {
          const sdp = /"type":"offer"/.test(String(payload)) ? String(payload) : '';
          const ufrag = /a=ice-ufrag:([^\\\s"]+)/.exec(sdp);
          if (ufrag) ufrags[who]!.push(ufrag[1]!);
        }),
      );
    }
    await inTheirChat(stage, emma, EMMA, sofia, 'sofia');
    await videoCall(emma, sofia);
    expect(await callAttr(emma, 'data-ice-restarts')).toBe('0');
    const firstUfrags = new Set([...ufrags.emma!, ...ufrags.sofia!]);

    // Emma's network goes away for a few seconds, then comes back.
    await emma.context().setOffline(true);
    await emma.waitForTimeout(5_000);
    await emma.context().setOffline(false);

    // Emma's browser restarted ICE: a new offer with new credentials went through the server.
    await expect
      .poll(async () => Number(await callAttr(emma, 'data-ice-restarts')), { timeout: CONNECT_MS })
      .toBeGreaterThan(0);
    await expect
      .poll(() => ufrags.emma!.filter((u) => !firstUfrags.has(u)).length, { timeout: CONNECT_MS })
      .toBeGreaterThan(0);
    await emma.getByTestId('call-reconnecting').waitFor({ state: 'detached', timeout: CONNECT_MS });
    // The call is still on, and each plays the other's camera again.
    for (const page of [emma, sofia]) {
      expect(await callAttr(page, 'data-connected')).toBe('true');
      await remotePlays(page, 'camera');
    }
    await emma.getByTestId('call-end').click();
    await sofia.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
  });
});
