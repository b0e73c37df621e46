import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountExport, User, UserSettings } from '../src/protocol';
import { axeSerious } from './axe-check';
import { englishOnScreen, says } from './catalog';
import { e2eStage, sendText } from './harness';
import { SCREENS, settled, toastClose, toastSays } from './screens';

/**
 * Settings (spec secondary 'Settings', 2, 3, 4, 5, 8, 9): the route chooses the tab; the
 * settings dialog's switches and theme are stored and honoured (dark turns the app dark at
 * once); a password protects an identity in the picker; Export Data downloads my data; Clear
 * Cache signs this browser out; Delete Account really deletes the account.
 */

const DOCS = 'docs/screenshots';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

const stage = e2eStage();

/** A GET as the page's signed-in user. */
function read<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    return (await res.json()) as T;
  }, path);
}

const selectedTab = (page: Page) =>
  page.getByTestId('settings-page').getByRole('tab', { selected: true }).textContent();

/** Both widths of one screen, for the record. */
async function shoot(page: Page, name: string, docs = false): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
  if (docs) await page.screenshot({ path: `${DOCS}/${name}.png` });
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png` });
  await page.setViewportSize(PHONE);
}

describe('settings', () => {
  it('should choose the tab from the route and show one version everywhere', async () => {
    const emma = await stage.phone();
    await stage.signIn(emma, 'emma');
    const routes: Array<[string, string]> = [
      ['/settings', 'Account'],
      ['/privacy', 'Privacy'],
      ['/notifications', 'Notifications'],
      ['/storage', 'Storage'],
    ];
    for (const [path, tab] of routes) {
      await emma.goto(stage.url + path);
      await emma.getByTestId('settings-page').waitFor();
      await expect.poll(() => selectedTab(emma)).toBe(tab);
      expect(await axeSerious(emma, '[data-testid=settings-page]')).toEqual([]);
      await shoot(emma, `settings-${tab.toLowerCase()}`, tab === 'Account');
    }
    // Choosing a tab leaves the address that opens it again.
    await emma.getByRole('tab', { name: 'Privacy' }).click();
    await expect.poll(() => new URL(emma.url()).pathname).toBe('/privacy');
    await emma.getByRole('tab', { name: 'About' }).click();
    await expect.poll(() => emma.getByTestId('about-version').textContent()).toBe(version);
    expect(await emma.getByTestId('about-build').textContent()).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    const build = (await emma.getByTestId('about-build').textContent())!;
    await shoot(emma, 'settings-about');

    // The settings dialog shows the same reading.
    await emma.goto(stage.url + '/');
    await emma.getByTestId('settings-button').click();
    await expect
      .poll(() => emma.getByTestId('settings-menu-version').textContent())
      .toBe(`Version ${version} (${build})`);
  });

  it("should store the dialog's switches and theme, and turn the app dark at once", async () => {
    const emma = await stage.phone();
    await stage.signIn(emma, 'emma');
    await emma.getByTestId('settings-button').click();
    const menu = emma.getByTestId('settings-menu');
    await menu.getByTestId('settings-quick').waitFor();
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/settings-dialog.png` });
    await emma.screenshot({ path: `${DOCS}/settings-dialog.png` });
    expect(await axeSerious(emma, '[data-testid=settings-menu]')).toEqual([]);

    await menu.getByTestId('setting-notify-calls').click();
    await toastSays(emma, 'Settings Saved');
    await expect
      .poll(async () => (await read<UserSettings>(emma, '/api/settings')).notifyCalls)
      .toBe(false);
    await expect
      .poll(() => menu.getByTestId('setting-notify-calls').getAttribute('aria-checked'))
      .toBe('false');

    // With notifications off, the three kinds wait on it.
    await menu.getByTestId('setting-notifications').click();
    await expect.poll(() => menu.getByTestId('setting-notify-messages').isDisabled()).toBe(true);
    await expect
      .poll(async () => (await read<UserSettings>(emma, '/api/settings')).notifications)
      .toBe(false);
    await menu.getByTestId('setting-notifications').click();
    await expect.poll(() => menu.getByTestId('setting-notify-messages').isDisabled()).toBe(false);

    await menu.getByTestId('theme-dark').click();
    await emma.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await expect
      .poll(async () => (await read<UserSettings>(emma, '/api/settings')).theme)
      .toBe('dark');
    const bg = await emma.evaluate(
      () =>
        getComputedStyle(document.querySelector('[data-testid=conversation-list]')!)
          .backgroundColor,
    );
    expect(bg).not.toBe('rgb(255, 255, 255)');
    await toastClose(emma);
    if (!(await menu.isVisible())) await emma.getByTestId('settings-button').click();
    await menu.getByTestId('settings-quick').waitFor();
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/settings-dialog-dark.png` });
    await emma.keyboard.press('Escape');

    // Dark from the first paint on the next visit, and on every screen.
    await emma.reload();
    expect(await emma.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await emma.getByTestId('conversation-list').waitFor();
    await shoot(emma, 'dark-chats', true);
    await emma.getByTestId('new-chat-button').click();
    await emma.getByTestId('new-chat-message').click();
    await emma.getByTestId('pick-user-sofia').click();
    await stage.liveReady(emma);
    await sendText(emma, 'Dark mode looks good at night');
    await shoot(emma, 'dark-chat', true);
    for (const path of ['/settings', '/contacts', '/storage']) {
      await emma.goto(stage.url + path);
      await emma.getByTestId(path === '/contacts' ? 'contacts-page' : 'settings-page').waitFor();
      await shoot(emma, `dark${path.replace('/', '-')}`);
    }
    expect(await axeSerious(emma, '[data-testid=settings-page]')).toEqual([]);

    // Back to light from the Account tab.
    await emma.goto(stage.url + '/settings');
    await emma.getByTestId('theme-light').click();
    await emma.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await expect
      .poll(async () => (await read<UserSettings>(emma, '/api/settings')).theme)
      .toBe('light');
  });

  it('should store Privacy, unblock from Account and ask for browser notifications, in Spanish', async () => {
    const sofia = await stage.phone();
    await stage.signIn(sofia, 'sofia');
    await sofia.evaluate(() =>
      fetch('/api/blocked-users', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: 'u-lukas' }),
      }),
    );
    await sofia.goto(stage.url + '/privacy');
    await sofia.getByTestId('settings-privacy').waitFor();
    await expect.poll(() => selectedTab(sofia)).toBe(says('es', 'settings.tabPrivacy'));
    await sofia.getByTestId('setting-last-seen').click();
    await toastSays(sofia, says('es', 'settings.saved'));
    await expect
      .poll(async () => (await read<UserSettings>(sofia, '/api/settings')).lastSeen)
      .toBe(false);
    await expect.poll(() => sofia.getByTestId('setting-read-receipts').isDisabled()).toBe(false);
    await sofia.getByTestId('setting-read-receipts').click();
    await expect
      .poll(
        async () =>
          (await read<{ readReceipts: boolean }>(sofia, '/api/users/u-sofia/privacy')).readReceipts,
      )
      .toBe(false);
    await sofia.getByTestId('setting-profile-photo-contacts').click();
    await expect
      .poll(async () => (await read<UserSettings>(sofia, '/api/settings')).profilePhoto)
      .toBe('contacts');
    await toastClose(sofia);
    expect(await englishOnScreen(sofia, 'es')).toEqual([]);
    await shoot(sofia, 'settings-privacy-es');

    // Blocked users, from Account, with the contacts screen's own dialog.
    await sofia.getByRole('tab', { name: says('es', 'settings.tabAccount') }).click();
    await expect.poll(() => new URL(sofia.url()).pathname).toBe('/settings');
    expect(await englishOnScreen(sofia, 'es')).toEqual([]);
    await sofia.getByTestId('settings-blocked-button').click();
    const blocked = sofia.getByTestId('blocked-dialog');
    await blocked.getByTestId('blocked-lukas').waitFor();
    await blocked.getByTestId('contact-unblock').click();
    await toastSays(sofia, says('es', 'contacts.unblocked'));
    await blocked.getByTestId('blocked-empty').waitFor();
    expect(await read<unknown[]>(sofia, '/api/blocked-users?userId=u-sofia')).toEqual([]);
    await sofia.keyboard.press('Escape');

    // The browser's permission: asked for by a click, and shown as the browser has it.
    await sofia.goto(stage.url + '/notifications');
    const state = sofia.getByTestId('notification-permission-state');
    // Headless Chromium shows no question, so it cannot be answered here: the button must ask
    // the browser (counted), and the screen says what the browser has.
    const browserSays = () => sofia.evaluate(() => Notification.permission);
    await expect.poll(async () => state.getAttribute('data-permission')).toBe(await browserSays());
    const askable = (await browserSays()) === 'default';
    expect(await sofia.getByTestId('notification-permission-ask').count()).toBe(askable ? 1 : 0);
    if (askable) {
      await sofia.evaluate(() => {
        const w = window as unknown as { __asked: number };
        w.__asked = 0;
        const real = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = () => {
          w.__asked++;
          return real();
        };
      });
      await sofia.getByTestId('notification-permission-ask').click();
      await expect
        .poll(() => sofia.evaluate(() => (window as unknown as { __asked: number }).__asked))
        .toBe(1);
      await expect
        .poll(async () => state.getAttribute('data-permission'))
        .toBe(await browserSays());
    }
    expect(await englishOnScreen(sofia, 'es')).toEqual([]);
    await sofia.context().grantPermissions(['notifications']);
    await sofia.reload();
    await expect.poll(() => state.getAttribute('data-permission')).toBe('granted');
    await expect.poll(() => state.textContent()).toBe(says('es', 'settings.permissionGranted'));
    expect(await sofia.getByTestId('notification-permission-ask').count()).toBe(0);
  });

  it('should protect an identity with the password set in Account', async () => {
    const camille = await stage.phone();
    await stage.signIn(camille, 'camille');
    await camille.goto(stage.url + '/settings');
    const form = camille.getByTestId('password-form');
    await form.waitFor();
    await form.getByTestId('password-new').fill('croissant');
    await form.getByTestId('password-confirm').fill('baguette');
    await form.getByTestId('password-submit').click();
    await toastSays(camille, says('fr', 'settings.error'), says('fr', 'settings.passwordMismatch'));
    // Shorter than sign-up allows (issue 27): said so, and nothing is set.
    await toastClose(camille);
    await form.getByTestId('password-new').fill('brioche');
    await form.getByTestId('password-confirm').fill('brioche');
    await form.getByTestId('password-submit').click();
    await toastSays(camille, says('fr', 'settings.error'), says('fr', 'settings.passwordTooShort'));
    let users = await read<User[]>(camille, '/api/users');
    expect(users.find((u) => u.id === 'u-camille')?.hasPassword).toBe(false);

    await form.getByTestId('password-new').fill('croissant');
    await form.getByTestId('password-confirm').fill('croissant');
    await form.getByTestId('password-submit').click();
    await toastSays(camille, says('fr', 'settings.passwordChanged'));
    await form.getByTestId('password-current').waitFor();
    users = await read<User[]>(camille, '/api/users');
    expect(users.find((u) => u.id === 'u-camille')?.hasPassword).toBe(true);

    // Another phone: choosing Camille asks for it, refuses a wrong one, takes the right one.
    const other = await stage.phone();
    await other.goto(stage.url + '/');
    await other.getByTestId('identity-row-camille').click();
    const dialog = other.getByTestId('password-dialog');
    await dialog.waitFor();
    await dialog.locator('input[type=password]').fill('brioche');
    await dialog.getByTestId('password-submit').click();
    await dialog.getByRole('alert').waitFor();
    await dialog.locator('input[type=password]').fill('croissant');
    await dialog.getByTestId('password-submit').click();
    await other.getByTestId('conversation-list').waitFor();
  });

  it('should export my data as a JSON file and clear the cache back to the picker', async () => {
    const emma = await stage.phone();
    await stage.signIn(emma, 'emma');
    // A photo of hers on the server, uploaded as the photo picker does.
    const uploaded = await emma.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      canvas.getContext('2d')!.fillRect(0, 0, 40, 40);
      const png = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
      const res = await fetch('/api/objects?kind=image', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'image/png' },
        body: png,
      });
      return res.status;
    });
    expect(uploaded).toBe(201);
    await emma.goto(stage.url + '/storage');
    await emma.getByTestId('storage-usage').waitFor();
    const usage = await read<{ totalBytes: number }>(emma, '/api/storage');
    expect(usage.totalBytes).toBeGreaterThan(0);
    expect(await emma.getByTestId('storage-usage').getAttribute('data-bytes')).toBe(
      String(usage.totalBytes),
    );
    await shoot(emma, 'settings-storage-used');

    const download = emma.waitForEvent('download');
    await emma.getByTestId('export-data-button').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^allo-emma-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as AccountExport;
    expect(data.profile).toMatchObject({ id: 'u-emma', username: 'emma' });
    expect(data.settings).toEqual({
      ...(await read<UserSettings>(emma, '/api/settings')),
      readReceipts: true,
      noTranslate: [],
    });
    await toastSays(emma, 'Data Exported');

    await emma.getByTestId('clear-cache-button').click();
    await emma.getByTestId('clear-cache-dialog').waitFor();
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/settings-clear-cache.png` });
    await emma.getByTestId('clear-cache-confirm').click();
    await toastSays(emma, 'Cache Cleared');
    await emma.getByTestId('identity-picker').waitFor();
    expect(await emma.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    const session = await read<{ user: User | null }>(emma, '/api/session?optional=1');
    expect(session.user).toBeNull();
  });

  it('should delete the account behind the confirm dialog, for real', async () => {
    const page = await stage.phone();
    await page.goto(stage.url + '/signup');
    await page.getByTestId('signup-username').fill('shortlived');
    await page.getByTestId('signup-display-name').fill('Short Lived');
    await page.getByTestId('signup-password').fill('correct horse');
    await page.getByTestId('signup-password-confirm').fill('correct horse');
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('conversation-list').waitFor();
    await page.goto(stage.url + '/settings');
    await page.getByTestId('delete-account-button').click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.waitFor();
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/settings-delete-account.png` });
    expect(await axeSerious(page, '[data-testid=delete-account-dialog]')).toEqual([]);
    await dialog.getByTestId('delete-account-confirm').click();
    await toastSays(page, 'Account Deletion', 'Account deletion request has been submitted.');
    await page.getByTestId('identity-picker').waitFor();
    await page.getByTestId('identity-row-emma').waitFor();
    expect(await page.getByTestId('identity-row-shortlived').count()).toBe(0);
    const users = await read<User[]>(page, '/api/users');
    expect(users.some((u) => u.username === 'shortlived')).toBe(false);
  });
});
