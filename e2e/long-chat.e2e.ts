import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eStage, postMessages } from './harness';

/**
 * A long chat, opened afresh on a slow phone: it opens at its newest message, and what is sent
 * or arrives at once lands in view. The list is virtualised and its first render guesses its
 * place before the page is laid out; this holds it to where the rows really are.
 */

const stage = e2eStage();
/** A phone about six times slower than this machine, as the first open of a cheap phone. */
const SLOW_CPU = 6;
const HISTORY = 120;

/** True when the element lies wholly inside the chat's list: scrolled to, not only rendered. */
function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const list = el.closest('[data-testid=message-list]') ?? document.documentElement;
    const box = list.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  });
}

/** The row the reader sees in the middle of the list: never a blank gap between rendered rows. */
function middleIsARow(page: Page): Promise<boolean> {
  return page.getByTestId('message-list').evaluate((list) => {
    const box = list.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit?.closest('[data-index]');
  });
}

async function slow(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
}

function bubble(page: Page, text: string): Locator {
  return page.getByTestId('message-bubble').filter({ hasText: text });
}

describe('a long chat', () => {
  it('should open at its newest message and keep what is sent and received in view', async () => {
    const first = await stage.twoPhonesInTheChat();
    const conversationId = await first.sofia
      .getByTestId('chat-view')
      .getAttribute('data-conversation-id');
    const texts = Array.from({ length: HISTORY }, (_, i) => `Línea ${i + 1} de la historia`);
    await postMessages(first.sofia, conversationId!, 'u-sofia', texts);

    // Opened afresh, on slow phones, as a person coming back to the chat.
    for (let round = 1; round <= 2; round++) {
      const emma = await stage.phone();
      const sofia = await stage.phone();
      await slow(emma);
      await slow(sofia);
      await stage.bothInTheChat(emma, sofia);
      await expect.poll(() => inView(bubble(sofia, texts.at(-1)!))).toBe(true);
      await expect.poll(() => emma.getByTestId('message-bubble').count()).toBeGreaterThan(0);
      await expect.poll(() => middleIsARow(sofia)).toBe(true);

      const mine = `Vuelta ${round}: ya estoy aquí`;
      await sofia.getByTestId('message-input').fill(mine);
      await sofia.getByTestId('send-button').click();
      await expect.poll(() => bubble(sofia, mine).getAttribute('data-state')).toBe('sent');
      await expect.poll(() => inView(bubble(sofia, mine))).toBe(true);
      // Emma was at the end: the arrival keeps her there (in her words, so found by its place).
      const seq = await bubble(sofia, mine).getAttribute('data-seq');
      const hers = emma.locator(`[data-testid=message-bubble][data-seq="${seq}"]`);
      await expect.poll(() => inView(hers)).toBe(true);
      await expect.poll(() => middleIsARow(emma)).toBe(true);
      texts.push(mine);
      // Closed, so the next round's phones have the machine to themselves.
      await emma.context().close();
      await sofia.context().close();
    }
  }, 180_000);
});
