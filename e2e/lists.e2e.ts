import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeSerious } from './axe-check';
import { says } from './catalog';
import { e2eStage } from './harness';
import { SCREENS, settled, toastClose, toastSays } from './screens';

/**
 * Contact lists (spec secondary 'Contact Lists'): Emma makes a public list and adds Sofía and
 * Yuki to it, her private address book: she sees who is on it, they are not told (Sofía finds
 * the public list but is not put on it); Emma tags it, searches it, copies its info; Marco finds
 * it among the shared lists and joins it; Emma takes Yuki off, then deletes it, and it leaves
 * Marco's screen too.
 */

const DESKTOP = { width: 1280, height: 800 };
const stage = e2eStage();

async function listsOpen(page: Page, username: string): Promise<void> {
  await stage.signIn(page, username);
  await page.goto(`${stage.url}/lists`);
  await page.getByTestId('lists-page').waitFor();
}

describe('contact lists', () => {
  it('should create, add members, tag, search, copy, join and delete, live for the others', async () => {
    const emma = await stage.phone();
    await emma.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const sofia = await stage.phone();
    const marco = await stage.phone();
    await listsOpen(emma, 'emma');
    await listsOpen(sofia, 'sofia');

    // Nothing yet: the empty states, in each person's language.
    const empty = emma.getByTestId('my-lists-empty');
    await expect.poll(() => empty.textContent()).toContain('No Lists Yet');
    await emma.getByRole('tab', { name: 'Shared Lists (0)' }).click();
    await expect
      .poll(() => emma.getByTestId('shared-lists-empty').textContent())
      .toContain('No Shared Lists');
    await emma.getByRole('tab', { name: 'My Lists (0)' }).click();
    await toastClose(emma);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/lists-empty.png` });
    await sofia.getByRole('tab', { name: says('es', 'lists.tabShared', { count: 0 }) }).click();
    await sofia.getByTestId('shared-lists-empty').waitFor();

    // Create: the button waits for a name that is not blank.
    await emma.getByTestId('create-first-list').click();
    const form = emma.getByTestId('list-form-dialog');
    await form.waitFor();
    const submit = form.getByTestId('list-form-submit');
    await form.getByTestId('list-name').fill('   ');
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await form.getByTestId('list-name').fill('  Family  ');
    await form.getByTestId('list-description').fill('The ones at home');
    await form.getByTestId('list-public-switch').click();
    await expect
      .poll(() => form.getByTestId('list-public-switch').getAttribute('aria-checked'))
      .toBe('true');
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/lists-create.png` });
    await submit.click();
    await toastSays(emma, 'List Created', 'Your new contact list has been created successfully!');
    const card = emma.getByTestId('list-card').filter({ hasText: 'Family' });
    await card.waitFor();
    await expect.poll(() => card.getByTestId('list-privacy').textContent()).toBe('Public');
    await expect.poll(() => card.getByTestId('list-members').textContent()).toBe('0 members');
    await expect
      .poll(() => card.getByTestId('list-updated').textContent())
      .toMatch(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    // Add Members: everyone but Emma; 'Add 2 Members'.
    await card.getByTestId('list-add-members').click();
    const add = emma.getByTestId('add-members-dialog');
    await add.getByTestId('add-member-sofia').waitFor();
    expect(await add.getByTestId('add-member-emma').count()).toBe(0);
    const addButton = add.getByTestId('add-members-submit');
    await expect.poll(() => addButton.isDisabled()).toBe(true);
    await add.getByTestId('add-member-sofia').click();
    await add.getByTestId('add-member-yuki').click();
    await expect.poll(() => addButton.textContent()).toBe('Add 2 Members');
    // The dialog says what adding means: nobody is asked because nobody is told.
    await expect
      .poll(() => add.getByTestId('add-members-note').textContent())
      .toBe(says('en', 'lists.addMembersNote'));
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/lists-add-members.png` });
    expect(await axeSerious(emma, '[data-testid=add-members-dialog]')).toEqual([]);
    await addButton.click();
    await toastSays(emma, 'Members Added', 'New members have been added to the list.');
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByTestId('list-members').textContent()).toBe('2 members');
    // Emma sees who is on it; the screen says the list is her private address book.
    await expect
      .poll(() => card.getByTestId('list-member').evaluateAll((m) => m.map((e) => e.textContent)))
      .toEqual(['Sofía García', 'Yuki Tanaka']);
    await expect
      .poll(() => emma.getByTestId('lists-private-note').textContent())
      .toBe(says('en', 'lists.addressBookNote'));

    // Sofía was not asked, so she is not on it: she finds the public list like anyone, with
    // Join List, and without its members' names.
    await sofia.reload();
    await sofia.getByRole('tab', { name: says('es', 'lists.tabShared', { count: 1 }) }).click();
    const sofiaCard = sofia.getByTestId('shared-list-card').filter({ hasText: 'Family' });
    await expect
      .poll(() => sofiaCard.textContent())
      .toContain(says('es', 'lists.byCreator', { name: 'Emma Johnson' }));
    await sofiaCard.getByTestId('list-join').waitFor();
    expect(await sofiaCard.getByTestId('list-member').count()).toBe(0);

    // Edit List: tags; the card shows two and '+2'.
    await card.getByTestId('list-menu-button').click();
    await emma.getByTestId('list-edit').click();
    await form.getByTestId('list-tags').fill('family, home, kids, weekend');
    await form.getByTestId('list-form-submit').click();
    await toastSays(emma, 'List Updated', 'Your changes have been saved.');
    await expect
      .poll(() => card.getByTestId('list-tag').allTextContents())
      .toEqual(['family', 'home']);
    await expect.poll(() => card.getByTestId('list-tag-more').textContent()).toBe('+2');

    // Search by a tag past the first two; a word nothing has.
    await emma.getByTestId('lists-search').fill('WEEKEND');
    await card.waitFor();
    await emma.getByTestId('lists-search').fill('zzz');
    await emma.getByTestId('lists-no-match').waitFor();
    await emma.getByTestId('lists-search').fill('');

    // Copy Info.
    await card.getByTestId('list-menu-button').click();
    await emma.getByTestId('list-copy').click();
    await toastSays(emma, 'List Copied', 'List information has been copied to clipboard.');
    const copied = await emma.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      'Family\nThe ones at home\nPublic · 2 members\nTags: family, home, kids, weekend',
    );

    // Share List: the list's link; it opens Sofía's screen on her Shared Lists at that list.
    await card.getByTestId('list-menu-button').click();
    await emma.getByTestId('list-share').click();
    await toastSays(emma, 'Link Copied', 'Send it to people who should see this list.');
    const link = await emma.evaluate(() => navigator.clipboard.readText());
    expect(link.startsWith(`${stage.url}/lists?list=`)).toBe(true);
    await sofia.goto(link);
    await expect
      .poll(() => sofia.getByRole('tab', { selected: true }).textContent())
      .toBe(says('es', 'lists.tabShared', { count: 1 }));
    await sofiaCard.waitFor();

    await toastClose(emma);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/lists-mine.png` });
    await emma.screenshot({ path: 'docs/screenshots/lists-mine.png' });
    expect(await axeSerious(emma, '[data-testid=lists-page]')).toEqual([]);

    // Marco (Italian) finds the public list under Shared Lists and joins it.
    await listsOpen(marco, 'marco');
    await marco.getByRole('tab', { name: says('it', 'lists.tabShared', { count: 1 }) }).click();
    const marcoCard = marco.getByTestId('shared-list-card').filter({ hasText: 'Family' });
    await marcoCard.getByTestId('list-join').click();
    await toastSays(
      marco,
      says('it', 'lists.joinedTitle'),
      says('it', 'lists.joinedBody', { name: 'Family' }),
    );
    await marcoCard.getByTestId('list-joined').waitFor();
    await toastClose(marco);
    await settled(marco);
    await marco.screenshot({ path: `${SCREENS}/lists-shared.png` });
    expect(await axeSerious(marco, '[data-testid=lists-page]')).toEqual([]);
    // Emma's card counts him at once.
    await expect.poll(() => card.getByTestId('list-members').textContent()).toBe('3 members');
    // Emma takes Yuki off.
    await card
      .getByRole('button', { name: says('en', 'lists.removeMember', { name: 'Yuki Tanaka' }) })
      .click();
    await toastSays(
      emma,
      says('en', 'lists.memberRemoved', { name: 'Yuki Tanaka', list: 'Family' }),
    );
    await expect.poll(() => card.getByTestId('list-members').textContent()).toBe('2 members');

    // At desktop width.
    await emma.setViewportSize(DESKTOP);
    await toastClose(emma);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/lists-desktop.png` });

    // Delete List, after asking; it leaves the screen of Marco, who joined it, too.
    await card.getByTestId('list-menu-button').click();
    await emma.getByTestId('list-delete').click();
    await emma.getByTestId('delete-list-confirm').click();
    await toastSays(emma, 'List Deleted', 'The contact list has been deleted.');
    await emma.getByTestId('my-lists-empty').waitFor();
    await marco.getByTestId('shared-lists-empty').waitFor();
  });
});
