import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { IceConfig } from '../src/protocol';
import { turnCredentials } from '../src/server/features/calls/turn-credentials';
import { coturnStart } from '../src/server/testing/coturn';
import { CONNECT_MS, callsConnected } from './call-steps';
import { e2eStage } from './harness';

/**
 * Issue 32, calls across real networks: the server hands each member of a call TURN
 * credentials of their own that expire (the TURN REST API over a secret shared with coturn), and
 * with ICE_TRANSPORT_POLICY=relay both browsers may only connect through the relay. A real
 * coturn runs on this machine; Emma calls Sofía, and each sees the other's camera, relayed. A
 * wrong or expired credential is refused by coturn itself.
 */

const turn = await coturnStart();
const stage = e2eStage({
  browserArgs: ['--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection'],
  server: {
    turn: { urls: [turn.url], secret: turn.secret },
    iceTransportPolicy: 'relay',
  },
});
afterAll(() => turn.close());

/**
 * In the page: asks `server` for a relay address, as a browser does for a call, and says which
 * candidates came and which errors coturn answered.
 */
function gather(page: Page, server: RTCIceServer) {
  return page.evaluate(async (iceServer) => {
    const pc = new RTCPeerConnection({ iceServers: [iceServer], iceTransportPolicy: 'relay' });
    const types: string[] = [];
    const errors: number[] = [];
    pc.onicecandidate = (e) => e.candidate && types.push(e.candidate.type ?? '');
    pc.onicecandidateerror = (e) => errors.push((e as RTCPeerConnectionIceErrorEvent).errorCode);
    pc.createDataChannel('probe');
    await pc.setLocalDescription(await pc.createOffer());
    await new Promise<void>((resolve) => {
      const done = () => pc.iceGatheringState === 'complete' && resolve();
      pc.onicegatheringstatechange = done;
      setTimeout(resolve, 8_000);
      done();
    });
    pc.close();
    return { types, errors };
  }, server);
}

describe('calls through a TURN relay', () => {
  it('should connect Emma and Sofía through coturn only, each with credentials of their own', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    for (const page of [emma, sofia]) {
      await page.context().grantPermissions(['camera', 'microphone'], { origin: stage.url });
    }
    const handed = emma.waitForResponse((r) => r.url().includes('/api/calls/ice-servers'));
    await emma.getByTestId('video-call-button').click();
    const test = emma.getByTestId('call-test-dialog');
    await expect.poll(() => test.getByTestId('call-start').isDisabled()).toBe(false);
    await test.getByTestId('call-start').click();

    // What Emma's browser was given: the relay only, with a username of hers that expires.
    const ice = (await (await handed).json()) as IceConfig;
    expect(ice.iceTransportPolicy).toBe('relay');
    const relay = ice.iceServers.find((s) => s.urls === turn.url || s.urls[0] === turn.url)!;
    const [expiry, who] = relay.username!.split(':');
    expect(who).toBe('u-emma');
    expect(Number(expiry) * 1000).toBeGreaterThan(Date.now());

    const ring = sofia.getByTestId('incoming-call');
    await ring.waitFor();
    await ring.getByTestId('call-accept').click();
    await callsConnected([emma, sofia]);
    // coturn gave each of them an allocation under their own name.
    expect(turn.log()).toMatch(/u-emma/);
    expect(turn.log()).toMatch(/u-sofia/);
    await emma.getByTestId('call-end').click();
    await sofia.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
  });

  it('should be refused by coturn with a wrong or an expired credential, and served with a good one', async () => {
    const page = await stage.phone();
    await stage.signIn(page, 'emma');
    const good = turnCredentials({ urls: [turn.url], secret: turn.secret }, 'u-emma', new Date());
    const expired = turnCredentials(
      { urls: [turn.url], secret: turn.secret },
      'u-emma',
      new Date(Date.now() - 2 * 24 * 3600_000),
    );
    const wrong = { ...good, credential: Buffer.from('not the secret').toString('base64') };
    for (const refused of [wrong, expired]) {
      const { types, errors } = await gather(page, refused as RTCIceServer);
      expect(types).not.toContain('relay');
      expect(errors).toContain(401);
    }
    const served = await gather(page, good as RTCIceServer);
    expect(served.types).toContain('relay');
  });
});
