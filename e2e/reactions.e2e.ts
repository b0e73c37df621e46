import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { chatFromNewMessage } from './chat-steps';
import { e2eStage, sendText } from './harness';
import { SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Issue 31, reactions: Emma reacts to Sofía's message from its menu, changes her reaction, picks
 * one from the full picker and takes it back; Sofía sees each change live under her bubble, in
 * her chat list ('Emma reaccionó …', in Spanish), and who reacted with what.
 */

const stage = e2eStage();
/** Sofía's Spanish as Emma reads it, in English. */
const EMMA_READS = /cine|cinema|movies/i;

const bubbleWith = (page: Page, text: RegExp | string) =>
  page.getByTestId('message-bubble').filter({ hasText: text });
/** The bubble's row: the bubble, its menu button and the reactions under it. */
const rowOf = (page: Page, text: RegExp | string) =>
  page.getByTestId('message-row').filter({ has: bubbleWith(page, text) });

/** The chips under the bubble holding `text`: emoji and count, by their data. */
async function chips(page: Page, text: RegExp | string): Promise<string[]> {
  const row = rowOf(page, text).getByTestId('reaction-chip');
  return row.evaluateAll((els) =>
    els.map((el) => `${el.getAttribute('data-emoji')}${el.getAttribute('data-count')}`),
  );
}

/** Opens the menu of the bubble holding `text`. */
async function menuOf(page: Page, text: RegExp | string): Promise<void> {
  await rowOf(page, text).getByTestId('message-menu-button').click();
  await page.getByTestId('message-menu').waitFor();
}

describe('reactions', () => {
  it('should react, change, pick from every emoji and take back, live for the other person', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    await sendText(sofia, 'Vamos al cine esta noche');
    await bubbleWith(emma, EMMA_READS).waitFor();

    // Emma: 👍 from the quick row of the menu.
    await menuOf(emma, EMMA_READS);
    await emma.getByTestId('quick-reactions').getByTestId('react-👍').click();
    await expect.poll(() => chips(emma, EMMA_READS)).toEqual(['👍1']);
    await expect.poll(() => chips(sofia, 'Vamos al cine')).toEqual(['👍1']);

    // Sofía's list says it, in Spanish.
    await sofia.goto(`${stage.url}/`);
    const row = sofia.locator('[data-testid=conversation-row][data-name="Emma Johnson"]');
    await expect
      .poll(() => row.textContent())
      .toContain(
        says('es', 'conversations.reactedBy', {
          name: 'Emma',
          emoji: '👍',
          text: 'Vamos al cine esta noche',
        }),
      );
    await row.click();
    await stage.liveReady(sofia);

    // Emma changes it: one reaction per person, the new one replaces the old.
    await menuOf(emma, EMMA_READS);
    await expect.poll(() => emma.getByTestId('react-👍').getAttribute('aria-pressed')).toBe('true');
    await emma.getByTestId('react-❤️').click();
    await expect.poll(() => chips(sofia, 'Vamos al cine')).toEqual(['❤️1']);

    // Sofía adds hers to her own message: two people, two chips.
    await menuOf(sofia, 'Vamos al cine');
    await sofia.getByTestId('react-😂').click();
    await expect.poll(() => chips(emma, EMMA_READS)).toEqual(['❤️1', '😂1']);

    // Emma picks from every emoji.
    await menuOf(emma, EMMA_READS);
    await emma.getByTestId('react-more').click();
    await emma.getByTestId('reaction-picker').waitFor();
    await emma.getByTestId('reaction-pick-fire').click();
    await expect.poll(() => chips(sofia, 'Vamos al cine')).toEqual(['😂1', '🔥1']);

    // Who reacted with what.
    await bubbleWith(sofia, 'Vamos al cine')
      .locator('xpath=..')
      .getByTestId('message-reactions')
      .click();
    const who = sofia.getByTestId('reactions-dialog');
    await who.waitFor();
    await expect
      .poll(() =>
        who
          .getByTestId('reaction-person')
          .evaluateAll((els) =>
            els.map((el) => `${el.getAttribute('data-user')} ${el.getAttribute('data-emoji')}`),
          ),
      )
      .toEqual(['u-sofia 😂', 'u-emma 🔥']);
    await settled(sofia);
    await noSeriousA11yIssues(sofia);
    await sofia.screenshot({ path: `${SCREENS}/reactions-who-es.png` });
    await sofia.keyboard.press('Escape');

    // Emma takes hers back from the same list.
    await rowOf(emma, EMMA_READS).getByTestId('message-reactions').click();
    await emma.getByTestId('reaction-remove').click();
    await expect.poll(() => chips(sofia, 'Vamos al cine')).toEqual(['😂1']);
    await expect.poll(() => chips(emma, EMMA_READS)).toEqual(['😂1']);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/reactions-en.png` });
  });

  it('should show the quick reactions and the chips right to left for an Arabic reader', async () => {
    const layla = await chatFromNewMessage(stage, await stage.phone(), 'layla', 'emma');
    await sendText(layla, 'صباح الخير');
    await menuOf(layla, 'صباح الخير');
    await expect
      .poll(() => layla.getByTestId('quick-reactions').getAttribute('aria-label'))
      .toBe(says('ar', 'reactions.quick'));
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/reactions-menu-ar.png` });
    await layla.getByTestId('react-🙏').click();
    await expect.poll(() => chips(layla, 'صباح الخير')).toEqual(['🙏1']);
    await rowOf(layla, 'صباح الخير').getByTestId('message-reactions').click();
    await layla.getByTestId('reactions-dialog').waitFor();
    await expect
      .poll(() => layla.getByTestId('reaction-person').textContent())
      .toContain(says('ar', 'reactions.you'));
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/reactions-who-ar.png` });
  });
});
