import { describe, expect, it } from 'vitest';
import { CALL_BROWSER_ARGS, CONNECT_MS, callsConnected, mediaGranted } from './call-steps';
import { e2eStage } from './harness';
import { SCREENS, settled } from './screens';

/**
 * A video call (spec core 2 'Video Call Test', secondary 'Video call screen'): Emma checks her
 * camera (offered, not required) and calls Sofía from their chat; Sofía's phone rings and she accepts; both browsers
 * connect to each other and each shows the other's picture; mute works; Emma hangs up and both
 * go back to where they were. A call to someone offline ends with 'No answer' when the server's
 * ring clock runs out.
 */

/** How long a call rings here before 'No answer': long enough for Sofía to pick up. */
const RING_MS = 8_000;
const stage = e2eStage({
  browserArgs: CALL_BROWSER_ARGS,
  // The server's ring clock (45 s in production), short so an unanswered call is a short test;
  // an answer stops it, so the calls that connect are not cut.
  server: { callRingTimeoutMs: RING_MS },
});

describe('video calls', () => {
  it('should test the camera, ring, connect both ways, mute, and end for both', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    await mediaGranted(stage, [emma, sofia]);

    // The camera check is offered; Emma takes it.
    await emma.getByTestId('video-call-button').click();
    const test = emma.getByTestId('call-test-dialog');
    await test.waitFor();
    await test.getByTestId('call-test-run').click();
    await expect.poll(() => test.getByTestId('call-test-ok').textContent()).toBe('Camera OK');
    expect(await test.getByTestId('call-start').isDisabled()).toBe(false);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/call-test.png` });
    await test.getByTestId('call-start').click();

    const emmaCall = emma.getByTestId('video-call');
    await emmaCall.waitFor();
    await expect.poll(() => emma.getByTestId('call-title').textContent()).toBe('Video Call');

    // Sofía's phone rings in the chat; she accepts.
    const ring = sofia.getByTestId('incoming-call');
    await ring.waitFor();
    await expect.poll(() => ring.textContent()).toContain('Emma Johnson');
    await sofia.screenshot({ path: `${SCREENS}/call-incoming.png` });
    await ring.getByTestId('call-accept').click();
    const sofiaCall = sofia.getByTestId('video-call');
    await sofiaCall.waitFor();

    // Both connect, and each plays the other's camera.
    await callsConnected([emma, sofia]);
    for (const page of [emma, sofia]) {
      await page.getByTestId('call-connecting').waitFor({ state: 'detached' });
    }
    await expect
      .poll(() => emma.getByTestId('call-timer').textContent(), { timeout: 5_000 })
      .toMatch(/^00:0[1-9]$/);
    await emma.screenshot({ path: `${SCREENS}/call-connected.png` });
    await emma.screenshot({ path: 'docs/screenshots/call-connected.png' });
    await sofia.screenshot({ path: `${SCREENS}/call-connected-sofia.png` });

    // Mute silences Emma's microphone track; pressing again brings it back.
    const micEnabled = () =>
      emma
        .getByTestId('call-self')
        .locator('video')
        .evaluate(
          (v) => ((v as HTMLVideoElement).srcObject as MediaStream).getAudioTracks()[0]!.enabled,
        );
    await emma.getByTestId('call-mute').click();
    await expect
      .poll(() => emma.getByTestId('call-mute').getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(micEnabled).toBe(false);
    await emma.getByTestId('call-mute').click();
    await expect.poll(micEnabled).toBe(true);

    // Emma hangs up: both go back to their chat.
    await emma.getByTestId('call-end').click();
    await emma.getByTestId('chat-view').waitFor();
    await sofia.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
    await expect.poll(() => sofia.getByTestId('video-call').count()).toBe(0);
  });

  it("should call without the camera test, and give up on someone offline with 'No answer'", async () => {
    const emma = await stage.phone();
    await mediaGranted(stage, [emma]);
    // Yuki is signed in nowhere: offline.
    await stage.signIn(emma, 'emma');
    await emma.getByTestId('new-chat-button').click();
    await emma.getByTestId('new-chat-message').click();
    await emma.getByTestId('pick-user-yuki').click();
    await stage.liveReady(emma);

    // The camera test is offered, not required: Start Call goes straight away.
    await emma.getByTestId('video-call-button').click();
    const test = emma.getByTestId('call-test-dialog');
    await test.waitFor();
    await expect.poll(() => test.getByTestId('call-start').isDisabled()).toBe(false);
    await test.getByTestId('call-start').click();
    const call = emma.getByTestId('video-call');
    await call.waitFor();
    await emma.getByTestId('call-connecting').waitFor();
    const rangAt = Date.now();

    // Nobody answers: the server ends the call, and Emma reads 'No answer'.
    const noAnswer = emma.getByTestId('call-no-answer');
    await noAnswer.waitFor({ timeout: RING_MS + 10_000 });
    expect(Date.now() - rangAt).toBeGreaterThan(RING_MS - 2_000);
    await expect.poll(() => noAnswer.textContent()).toContain('No answer');
    await expect
      .poll(() => noAnswer.textContent())
      .toContain('\u2068Yuki Tanaka\u2069 did not answer.');
    expect(await emma.getByTestId('call-connecting').count()).toBe(0);
    // Her camera is off again.
    await expect
      .poll(() =>
        emma
          .getByTestId('call-self')
          .locator('video')
          .evaluate((v) =>
            ((v as HTMLVideoElement).srcObject as MediaStream | null)
              ?.getTracks()
              .every((tr) => tr.readyState === 'ended'),
          ),
      )
      .toBe(true);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/call-no-answer.png` });
    await noAnswer.getByTestId('call-close').click();
    await emma.getByTestId('chat-view').waitFor();
  });

  it('should say so when the camera and microphone are refused, with Try Again', async () => {
    const page = await stage.phone();
    await stage.signIn(page, 'emma');
    // No permission granted in this context: the browser refuses, as a person saying no would.
    const users = await page.evaluate(async () => (await fetch('/api/users')).json());
    const sofia = (users as Array<{ id: string; username: string }>).find(
      (u) => u.username === 'sofia',
    )!;
    await page.goto(
      `${stage.url}/video-call?conversationId=c&participants=${encodeURIComponent(
        JSON.stringify(['u-emma', sofia.id]),
      )}&currentUserId=u-emma&callId=refused1`,
    );
    const banner = page.getByTestId('call-error');
    await banner.waitFor();
    await expect
      .poll(() => banner.textContent())
      .toContain('Camera and microphone access denied. Please allow permissions and try again.');
    await banner.getByRole('button', { name: 'Try Again' }).waitFor();
  });
});
