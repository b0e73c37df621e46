import { afterAll, describe, expect, it } from 'vitest';
import { coturnStart } from '../src/server/testing/coturn';
import { lossyUdp } from '../src/server/testing/lossy-udp';
import { CALL_BROWSER_ARGS, CONNECT_MS, inTheirChat, mediaGranted, videoCall } from './call-steps';
import { e2eStage } from './harness';
import { SCREENS, settled } from './screens';

/**
 * Issue 32, quality signals: a call through the TURN relay over a link that starts losing a
 * fifth of its packets each way (`lossyUdp` between the browsers and coturn: a weak mobile
 * network) shows 'Weak connection' on both sides, from what getStats() reads, and drops it
 * again once the link is clean. Emma reads English, Layla Arabic, right to left.
 */

const turn = await coturnStart();
const link = await lossyUdp({ host: '127.0.0.1', port: turn.port });
const stage = e2eStage({
  browserArgs: CALL_BROWSER_ARGS,
  server: {
    turn: { urls: [`turn:127.0.0.1:${link.port}?transport=udp`], secret: turn.secret },
    iceTransportPolicy: 'relay',
  },
});
afterAll(async () => {
  await link.close();
  await turn.close();
});

const EMMA = { username: 'emma', name: 'Emma Johnson' };

describe('a weak connection in a call', () => {
  it('should show Weak connection while the link loses packets, and not before or after', async () => {
    const emma = await stage.phone();
    const layla = await stage.phone();
    await mediaGranted(stage, [emma, layla]);
    await inTheirChat(stage, emma, EMMA, layla, 'layla');
    await videoCall(emma, layla);
    const badges = (page: typeof emma) => page.getByTestId('call-weak').count();

    // A clean link: several readings of the statistics (every 2 s) say nothing.
    await emma.waitForTimeout(6_000);
    expect(await badges(emma)).toBe(0);
    expect(await badges(layla)).toBe(0);

    link.setLoss(0.2);
    for (const page of [emma, layla]) {
      await page.bringToFront();
      // On the other person's tile, and on mine: every connection I have is weak.
      await expect.poll(() => badges(page), { timeout: CONNECT_MS }).toBe(2);
    }
    expect(link.dropped).toBeGreaterThan(0);
    await emma.bringToFront();
    await expect
      .poll(() => emma.getByTestId('call-weak').first().textContent())
      .toBe('Weak connection');
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/call-weak.png` });
    await layla.bringToFront();
    expect(await layla.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => layla.getByTestId('call-weak').first().textContent())
      .toBe('اتصال ضعيف');
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/call-weak-ar.png` });

    // The link is clean again: the badges go, and the call went on throughout.
    link.setLoss(0);
    for (const page of [emma, layla]) {
      await page.bringToFront();
      await expect.poll(() => badges(page), { timeout: CONNECT_MS }).toBe(0);
      expect(await page.getByTestId('video-call').getAttribute('data-connected')).toBe('true');
    }
    await emma.getByTestId('call-end').click();
    await layla.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
  }, 150_000);
});
