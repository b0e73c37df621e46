import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage } from './harness';
import { DESKTOP, PHONE, SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Issue 16: on a wide screen the list and the open chat sit side by side, as messengers on the
 * web show them; below the breakpoint the phone layout is unchanged (one screen at a time).
 */
const stage = e2eStage();

describe('wide layout', () => {
  it('should show the list and the chat side by side on a wide screen, and one at a time on a phone', async () => {
    const page = await stage.phone();
    await page.setViewportSize(DESKTOP);
    await stage.signIn(page, 'emma');
    await page.getByTestId('messenger-wide').waitFor();
    await expect
      .poll(() => page.getByTestId('no-chat-open').textContent())
      .toContain(says('en', 'conversations.noChatOpenTitle'));
    // The bottom navigation sits under the list, not across the chat side.
    const nav = (await page.getByTestId('bottom-nav').boundingBox())!;
    const list = (await page.getByTestId('conversation-list').boundingBox())!;
    expect(nav.x).toBeGreaterThanOrEqual(list.x - 1);
    expect(nav.x + nav.width).toBeLessThanOrEqual(list.x + list.width + 2);

    const rows = page.getByTestId('conversation-row');
    await rows.first().waitFor();
    const first = (await rows.nth(0).getAttribute('data-id'))!;
    const second = (await rows.nth(1).getAttribute('data-id'))!;
    await rows.nth(0).click();
    const chat = page.getByTestId('chat-view');
    await expect.poll(() => chat.getAttribute('data-conversation-id')).toBe(first);
    // Both stay on screen; the open one is marked in the list.
    await expect.poll(() => page.getByTestId('conversation-list').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .locator(`[data-testid=conversation-row][data-id="${first}"]`)
          .getAttribute('aria-current'),
      )
      .toBe('true');
    await page.getByTestId('connecting-banner').waitFor({ state: 'detached' });
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/wide-chat-desktop.png` });
    await page.screenshot({ path: 'docs/screenshots/wide-chat.png' });
    await noSeriousA11yIssues(page);

    // Another chat replaces the one beside the list.
    await page.locator(`[data-testid=conversation-row][data-id="${second}"]`).click();
    await expect.poll(() => chat.getAttribute('data-conversation-id')).toBe(second);
    await expect.poll(() => page.getByTestId('chat-view').count()).toBe(1);

    // Narrowed to a phone: the chat alone, the list behind it.
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.getByTestId('messenger-wide').count()).toBe(0);
    await expect.poll(() => page.getByTestId('conversation-list').count()).toBe(0);
    await expect.poll(() => chat.getAttribute('data-conversation-id')).toBe(second);
    await expect.poll(() => page.getByTestId('bottom-nav').count()).toBe(0);
  });
});
