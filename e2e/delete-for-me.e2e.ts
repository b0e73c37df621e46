import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage, sendText } from './harness';
import { SCREENS, settled } from './screens';

/**
 * Issue 31, Delete for me: Emma deletes one of Sofía's messages for herself from its menu. It
 * goes from her phone and, live, from her laptop, and stays gone after a reload; Sofía keeps it.
 */

const stage = e2eStage();

describe('delete for me', () => {
  it('should take a message out of my own chat only, on every device of mine', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    await sendText(sofia, 'Mi número: 555-0101');
    await sendText(sofia, 'Llámame mañana');
    const laptop = await stage.phone();
    await stage.signIn(laptop, 'emma');
    await laptop.locator('[data-testid=conversation-row][data-name="Sofía García"]').click();
    await stage.liveReady(laptop);
    const numberOn = (page: typeof emma) =>
      page.getByTestId('message-bubble').filter({ hasText: '555-0101' });
    await numberOn(emma).waitFor();
    await numberOn(laptop).waitFor();

    await emma
      .getByTestId('message-row')
      .filter({ has: numberOn(emma) })
      .getByTestId('message-menu-button')
      .click();
    await emma.getByTestId('message-menu-delete-for-me').click();
    await emma
      .getByTestId('toast')
      .filter({ hasText: says('en', 'chat.deletedForMe') })
      .waitFor();
    await expect.poll(() => numberOn(emma).count()).toBe(0);
    // Her laptop follows, live; Sofía still has it.
    await expect.poll(() => numberOn(laptop).count()).toBe(0);
    expect(await numberOn(sofia).count()).toBe(1);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/delete-for-me-en.png` });

    // For good: a reload does not bring it back, and the next message is still there.
    await emma.reload();
    await stage.liveReady(emma);
    await emma
      .getByTestId('message-bubble')
      .filter({ hasText: /tomorrow|mañana/i })
      .waitFor();
    expect(await numberOn(emma).count()).toBe(0);
  });
});
