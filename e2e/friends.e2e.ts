import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage } from './harness';

/**
 * The Friends dialog (spec core 2): Emma searches for Yuki and asks her to be friends; Yuki, on
 * her own phone, is told at once, finds the request in Requests and accepts it; each then sees
 * the other under Friends, and online under Online while both are in the app.
 */

const SCREENS = 'test-results/screens';
const stage = e2eStage();

async function friendsOpen(page: Page): Promise<void> {
  await page.getByTestId('add-contact-button').click();
  await page.getByTestId('friends-dialog').waitFor();
}

/** Waits until pop-in animations are over, so a screenshot shows the settled screen. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

describe('friends', () => {
  it('should search, ask, be told live, accept, and list each other as friends', async () => {
    const emma = await stage.phone();
    const yuki = await stage.phone();
    await stage.signIn(emma, 'emma');
    await stage.signIn(yuki, 'yuki');

    await friendsOpen(emma);
    const dialog = emma.getByTestId('friends-dialog');
    await dialog.getByTestId('friends-empty').waitFor();
    await expect
      .poll(() => dialog.getByTestId('friends-empty').textContent())
      .toBe('No friends yet. Search above to add some!');

    // The search matches any case; a name nobody has says so.
    await dialog.getByTestId('friend-search').fill('zzzz');
    await dialog.getByText('No users found').waitFor();
    await dialog.getByTestId('friend-search').fill('YUK');
    const result = dialog.getByTestId('friend-result-yuki');
    await result.waitFor();
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/friends-search.png` });
    await dialog.getByTestId('friend-add-yuki').click();
    await emma.getByTestId('toast').filter({ hasText: 'Friend Request Sent' }).waitFor();
    await result.getByText('Requested').waitFor();

    // Yuki is told wherever she is (in Japanese, her language), and the add-contact button
    // carries the count.
    await yuki
      .getByTestId('toast')
      .filter({ hasText: says('ja', 'friends.wantsToBeFriend') })
      .waitFor();
    await expect.poll(() => yuki.getByTestId('friend-request-badge').textContent()).toBe('1');
    await friendsOpen(yuki);
    const request = yuki.getByTestId('friend-request-emma');
    await request.waitFor();
    await expect.poll(() => request.textContent()).toContain(says('ja', 'friends.wantsToBeFriend'));
    await expect
      .poll(() => yuki.getByRole('tab', { selected: true }).textContent())
      .toBe(says('ja', 'friends.tabRequestsCount', { count: 1 }));
    await settled(yuki);
    await yuki.screenshot({ path: `${SCREENS}/friends-requests.png` });
    await yuki.screenshot({ path: 'docs/screenshots/friends-requests.png' });
    await request.getByTestId('friend-accept').click();
    await yuki.getByTestId('friend-requests-empty').waitFor();
    await expect
      .poll(() => yuki.getByTestId('friend-requests-empty').textContent())
      .toBe(says('ja', 'friends.noRequests'));
    await yuki.getByTestId('friend-request-badge').waitFor({ state: 'detached' });

    // Both list each other; Emma's list follows live.
    await yuki.getByRole('tab', { name: says('ja', 'friends.tabFriends', { count: 1 }) }).click();
    await yuki.getByTestId('friend-emma').waitFor();
    await dialog.getByTestId('friend-search').fill('');
    await dialog.getByTestId('friend-yuki').waitFor();
    await expect
      .poll(() => emma.getByRole('tab', { name: /Friends/ }).textContent())
      .toBe('Friends (1)');

    // Online: both are in the app.
    await emma.getByRole('tab', { name: /Online/ }).click();
    await dialog.getByTestId('online-yuki').waitFor();
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/friends-online.png` });
    await emma.screenshot({ path: 'docs/screenshots/friends-online.png' });

    // Yuki leaves: she is no longer online for Emma.
    await yuki.close();
    await dialog.getByTestId('friends-online-empty').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => dialog.getByTestId('friends-online-empty').textContent())
      .toBe('No friends online right now');

    // Message opens their chat.
    await emma.getByRole('tab', { name: /Friends/ }).click();
    await dialog.getByTestId('friend-yuki').getByRole('button').click();
    await emma.getByTestId('chat-view').waitFor();
  });

  it('should show contacts by group, ask and take back, block and unblock, and invite', async () => {
    const emma = await stage.phone();
    await stage.signIn(emma, 'emma');
    await emma.getByTestId('nav-contacts').click();
    const page = emma.getByTestId('contacts-page');
    await page.waitFor();

    // Yuki, her friend from the first test, has left: when she was last seen.
    const yuki = emma.getByTestId('contact-yuki');
    await yuki.waitFor();
    await expect.poll(() => yuki.textContent()).toMatch(/Last seen (now|\d+m ago)/);

    // Suggested: everyone else, with their mutual friends. Ask Sofía, then take it back.
    await emma.getByRole('tab', { name: /Suggested/ }).click();
    const sofia = emma.getByTestId('contact-sofia');
    await expect.poll(() => sofia.textContent()).toContain('No mutual friends');
    await sofia.getByTestId('contact-add').click();
    await emma.getByRole('tab', { name: /Pending \(1\)/ }).click();
    await emma.getByTestId('contact-sofia').getByTestId('contact-request-sent').waitFor();
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/contacts-pending.png` });
    await emma.screenshot({ path: 'docs/screenshots/contacts-pending.png' });
    await emma.getByTestId('contact-sofia').getByTestId('contact-cancel').click();
    await emma.getByTestId('contacts-pending-empty').waitFor();

    // Emma asks again: Sofía finds the request in her Contacts > Pending (not behind a badge),
    // with Accept and Decline instead of Add; Accept makes them friends.
    await emma.getByRole('tab', { name: /Suggested/ }).click();
    await emma.getByTestId('contact-sofia').getByTestId('contact-add').click();
    await emma.getByRole('tab', { name: /Pending \(1\)/ }).waitFor();
    const sofiaPhone = await stage.phone();
    await stage.signIn(sofiaPhone, 'sofia');
    await sofiaPhone.getByTestId('nav-contacts').click();
    await sofiaPhone
      .getByRole('tab', { name: says('es', 'contacts.tabPending', { count: 1 }) })
      .click();
    const asker = sofiaPhone.getByTestId('contacts-pending').getByTestId('contact-emma');
    await expect
      .poll(() => asker.getByTestId('contact-request-incoming').textContent())
      .toBe(says('es', 'friends.wantsToBeFriend'));
    await expect.poll(() => asker.getByTestId('contact-decline').isVisible()).toBe(true);
    expect(await sofiaPhone.getByTestId('contact-add').count()).toBe(0);
    await settled(sofiaPhone);
    await sofiaPhone.screenshot({ path: `${SCREENS}/contacts-pending-incoming.png` });
    await asker.getByTestId('contact-accept').click();
    await sofiaPhone.getByTestId('contacts-pending-empty').waitFor();
    const friendsOf = (page: Page, id: string) =>
      page.evaluate(
        (u) =>
          fetch(`/api/users/${u}/friends`).then(async (r) =>
            ((await r.json()) as Array<{ id: string }>).map((f) => f.id),
          ),
        id,
      );
    await expect.poll(() => friendsOf(sofiaPhone, 'u-sofia')).toContain('u-emma');
    await expect.poll(() => friendsOf(emma, 'u-emma')).toContain('u-sofia');

    // Search by username; block Marco from his menu; he is gone until unblocked.
    await emma.getByRole('tab', { name: /Suggested/ }).click();
    await emma.getByTestId('contacts-search').fill('MARCO');
    const marco = emma.getByTestId('contact-marco');
    await marco.getByTestId('contact-menu-button').click();
    await emma.getByTestId('contact-block').click();
    await emma.getByTestId('toast').filter({ hasText: 'is blocked' }).waitFor();
    await emma.getByTestId('contacts-suggested-empty').waitFor();
    await emma.getByTestId('contacts-search').fill('');
    await emma.getByTestId('contacts-blocked-button').click();
    const blocked = emma.getByTestId('blocked-dialog');
    await blocked.getByTestId('blocked-marco').waitFor();
    await blocked.getByTestId('contact-unblock').click();
    await emma.getByTestId('toast').filter({ hasText: 'User Unblocked' }).waitFor();
    await blocked.getByTestId('blocked-empty').waitFor();
    await emma.keyboard.press('Escape');
    await emma.getByRole('tab', { name: /Suggested/ }).click();
    await emma.getByTestId('contact-marco').waitFor();

    // Invite Friend: the link is origin/invite/{userId}; a bad email is refused.
    await emma.getByTestId('contacts-invite-button').click();
    const invite = emma.getByTestId('invite-dialog');
    await expect
      .poll(() => invite.getByTestId('invite-link').inputValue())
      .toBe(`${stage.url}/invite/u-emma`);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/contacts-invite.png` });
    await invite.getByRole('tab', { name: 'Email' }).click();
    await invite.getByTestId('invite-email').fill('not an email');
    await invite.getByTestId('invite-email-send').click();
    await expect
      .poll(() => invite.getByTestId('invite-email-error').textContent())
      .toBe('Please enter a valid email address');
    await invite.getByTestId('invite-email').fill('friend@example.com');
    await invite.getByTestId('invite-email-send').click();
    await emma.getByTestId('toast').filter({ hasText: 'Invitation Sent' }).waitFor();

    // The link, opened by Marco: he picks who he is, and can ask Emma at once.
    const marcoPhone = await stage.phone();
    await marcoPhone.goto(`${stage.url}/invite/u-emma`);
    await marcoPhone.getByTestId('identity-row-marco').click();
    const card = marcoPhone.getByTestId('invite-page');
    await expect
      .poll(() => card.textContent())
      .toContain(says('it', 'contacts.inviteFrom', { name: 'Emma Johnson' }));
    await card.getByTestId('invite-add').click();
    await expect
      .poll(() => card.getByTestId('invite-state').textContent())
      .toBe(says('it', 'contacts.inviteRequested', { name: 'Emma Johnson' }));
    await settled(marcoPhone);
    await marcoPhone.screenshot({ path: `${SCREENS}/invite-link.png` });
  });
});
