import { describe, expect, it } from 'vitest';
import { CONNECT_MS } from './call-steps';
import { e2eStage } from './harness';
import {
  GROUP_CONNECT_MS,
  answer,
  callStart,
  groupPhones,
  playsEveryone,
  remoteTiles,
  tileWidth,
} from './group-call-steps';

/**
 * Group calls (spec secondary 'Video call screen', a grid of up to four): a mesh, one
 * connection from each person to each other. Three people, each on a phone of their own, see
 * and hear the two others; then four, of whom one leaves and the three others go on, and a
 * member who had declined joins the call under way from the group chat, and everyone plays them;
 * left alone at the end, she goes back to the chat by herself.
 */

const SCREENS = 'test-results/screens';
const stage = e2eStage({
  browserArgs: ['--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection'],
});

describe('group calls', () => {
  it('should connect three people, each playing the two others', async () => {
    const { pages, ids } = await groupPhones(stage, ['emma', 'sofia', 'camille'], 'Trio');
    const { emma, sofia, camille } = pages;
    await callStart(emma);
    await expect.poll(() => emma.getByTestId('call-title').textContent()).toBe('Group Call');
    await answer(sofia, true);
    await answer(camille, true);

    for (const [me, page] of Object.entries(pages) as Array<[string, typeof emma]>) {
      await expect
        .poll(() => page.getByTestId('video-call').getAttribute('data-connected'), {
          timeout: GROUP_CONNECT_MS,
        })
        .toBe('true');
      await playsEveryone(
        page,
        Object.keys(pages)
          .filter((u) => u !== me)
          .map((u) => ids[u]!),
      );
    }
    await emma.screenshot({ path: `${SCREENS}/call-group-3.png` });

    // Emma hangs up; Sofía and Camille go on together.
    await emma.getByTestId('call-end').click();
    await emma.getByTestId('chat-view').waitFor();
    await playsEveryone(sofia, [ids.camille!]);
    await playsEveryone(camille, [ids.sofia!]);
    await sofia.getByTestId('call-end').click();
    // Camille, left alone, goes back to the chat.
    await camille.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
  }, 180_000);

  it('should connect four, go on when one leaves, and let one who declined join late', async () => {
    const people = ['emma', 'sofia', 'camille', 'layla', 'yuki'] as const;
    const { pages, ids } = await groupPhones(stage, people, 'Five');
    const { emma, sofia, camille, layla, yuki } = pages;
    const others = (me: string, inCall: readonly string[]) =>
      inCall.filter((u) => u !== me).map((u) => ids[u]!);

    await callStart(emma);
    await answer(sofia, true);
    await answer(camille, true);
    await answer(layla, true);
    await answer(yuki, false);

    const four = ['emma', 'sofia', 'camille', 'layla'] as const;
    for (const u of four) await playsEveryone(pages[u], others(u, four));
    // Yuki declined: her tile is not one of the three in anyone's grid.
    for (const u of four) expect(await remoteTiles(pages[u])).not.toContain(ids.yuki);
    await emma.screenshot({ path: `${SCREENS}/call-group-4.png` });
    await emma.screenshot({ path: 'docs/screenshots/call-group-4.png' });
    await layla.screenshot({ path: `${SCREENS}/call-group-4-ar.png` });

    // Camille leaves; the three others still play each other.
    // In front: Chromium runs a page's animation frames only there, and the call screen's exit
    // waits for them.
    await camille.bringToFront();
    await camille.getByTestId('call-end').click();
    await camille.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
    const three = ['emma', 'sofia', 'layla'] as const;
    for (const u of three) {
      // Her tile, if the grid still has room for it, waits like Yuki's: no picture.
      await expect.poll(() => tileWidth(pages[u], ids.camille!)).toBe(0);
      await playsEveryone(pages[u], others(u, three));
    }

    // Yuki, who declined, sees the call under way in the group chat and joins it.
    await yuki.bringToFront();
    const bar = yuki.getByTestId('call-join-bar');
    await bar.waitFor({ timeout: CONNECT_MS });
    await bar.getByTestId('call-join').click();
    await yuki.getByTestId('video-call').waitFor();
    const late = ['emma', 'sofia', 'layla', 'yuki'] as const;
    for (const u of late) await playsEveryone(pages[u], others(u, late));
    // Camille left before Yuki came, so never says goodbye to her: the server's word that she is
    // not in the call drops the connection Yuki's screen was trying to make to her.
    const peers = async (page: typeof yuki) =>
      (await page.getByTestId('video-call').getAttribute('data-peers'))?.split(' ').sort();
    await expect
      .poll(() => peers(yuki), { timeout: CONNECT_MS })
      .toEqual(others('yuki', late).sort());
    await yuki.screenshot({ path: `${SCREENS}/call-group-late.png` });

    // The others hang up and are back in the chat; Yuki, left alone, goes back by herself.
    for (const u of ['emma', 'sofia', 'layla'] as const) {
      await pages[u].bringToFront();
      await pages[u].getByTestId('call-end').click();
      await pages[u].getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
    }
    await yuki.bringToFront();
    await yuki.getByTestId('chat-view').waitFor({ timeout: CONNECT_MS });
  }, 300_000);
});
