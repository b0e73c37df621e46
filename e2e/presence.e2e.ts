import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage, sendText } from './harness';
import { hiddenTabWithNotices, notices, notifierLoaded, tabHide } from './notice-steps';
import { SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Issue 31, presence states: Emma chooses Busy in Settings; Sofía's chat with her says so at
 * once, without the green dot; while Busy, Emma's hidden tab tells her nothing of Sofía's
 * message; Available again, it does. Then Layla's Settings in Arabic.
 */

const stage = e2eStage();

describe('presence states', () => {
  it('should show Busy to a contact and keep a Busy person’s notifications quiet', async () => {
    const emma = await stage.phone(hiddenTabWithNotices);
    await emma.context().grantPermissions(['notifications'], { origin: stage.url });
    const sofia = await stage.phone();
    await stage.bothInTheChat(emma, sofia);
    await expect
      .poll(() => sofia.getByTestId('chat-header-status').textContent())
      .toBe(says('es', 'chat.online'));

    // Emma, in Settings on her phone, chooses Busy.
    await emma.goto(`${stage.url}/settings`);
    await emma.getByTestId('presence-choice-busy').click();
    await expect
      .poll(() => emma.getByTestId('presence-choice-busy').getAttribute('aria-checked'))
      .toBe('true');
    await expect
      .poll(() => sofia.getByTestId('chat-header-status').textContent())
      .toBe(says('es', 'presence.busy'));
    await emma.getByTestId('presence-choice').scrollIntoViewIfNeeded();
    await settled(emma);
    await noSeriousA11yIssues(emma);
    await emma.screenshot({ path: `${SCREENS}/presence-settings-en.png` });

    // Her tab goes to the background: Busy, Sofía's message tells her nothing.
    await emma.goto(`${stage.url}/`);
    await emma.getByTestId('conversation-list').waitFor();
    await notifierLoaded(emma);
    await tabHide(emma, true);
    await sendText(sofia, '¿Comemos juntas mañana?');
    const row = emma.locator('[data-testid=conversation-row][data-name="Sofía García"]');
    await expect.poll(() => row.getByTestId('unread-badge').count()).toBe(1);
    expect(await notices(emma)).toEqual([]);

    // Available again (from another of her devices): the next one is told.
    await emma.evaluate(() =>
      fetch('/api/users/me', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'online' }),
      }),
    );
    await expect
      .poll(() => sofia.getByTestId('chat-header-status').textContent())
      .toBe(says('es', 'chat.online'));
    await sendText(sofia, '¿A la una?');
    await expect.poll(() => notices(emma).then((n) => n.length), { timeout: 10_000 }).toBe(1);
  });

  it('should offer the three states right to left in Arabic', async () => {
    const layla = await stage.phone();
    await stage.signIn(layla, 'layla');
    await layla.goto(`${stage.url}/settings`);
    const choice = layla.getByTestId('presence-choice');
    await expect.poll(() => choice.getAttribute('aria-label')).toBe(says('ar', 'presence.title'));
    await layla.getByTestId('presence-choice-away').click();
    await expect
      .poll(() => layla.getByTestId('presence-choice-away').getAttribute('aria-checked'))
      .toBe('true');
    await choice.scrollIntoViewIfNeeded();
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/presence-settings-ar.png` });
  });
});
