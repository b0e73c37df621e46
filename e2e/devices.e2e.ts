import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Device } from '../src/protocol';
import { says } from './catalog';
import { e2eStage } from './harness';
import { SCREENS, noSeriousA11yIssues, screenshots, settled } from './screens';

/**
 * Linked Devices (spec secondary 'Linked Devices', 4 'Device'): Emma, signed in on two
 * browsers, sees the other one online; removing it signs that page out at once, back to the
 * identity picker for good. Then she links a third browser with the QR code's one-time link.
 */

const stage = e2eStage();

/** The signed-in user's devices as the server lists them, read with the page's own session. */
function devicesOf(page: Page): Promise<Device[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/devices', { credentials: 'include' });
    if (!res.ok) throw new Error(`devices: ${res.status}`);
    return (await res.json()) as Device[];
  });
}

async function toastSays(page: Page, title: string, description: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor();
  await expect.poll(() => toast.textContent()).toContain(description);
}

async function devicesOpen(page: Page): Promise<void> {
  await page.goto(`${stage.url}/linked-devices`);
  await page.getByTestId('linked-devices-page').waitFor();
  await page.getByTestId('device-current').waitFor();
}

describe('linked devices', () => {
  it('should sign the removed device out at once, for good', async () => {
    const laptop = await stage.phone();
    const phone = await stage.phone();
    await stage.signIn(laptop, 'emma');
    await stage.signIn(phone, 'emma');

    await devicesOpen(laptop);
    const other = laptop.getByTestId('device-other');
    // The phone's live connection opens once its first screen is shown: then it is online.
    await expect.poll(() => other.getAttribute('data-online')).toBe('true');
    await expect.poll(() => other.getByTestId('device-status').textContent()).toBe('Online');
    const current = laptop.getByTestId('device-current');
    await expect.poll(() => current.textContent()).toContain('Active now');
    await expect.poll(() => current.textContent()).toContain('Current');
    await expect
      .poll(() => laptop.getByTestId('security-info').textContent())
      .toContain(says('en', 'devices.tipEncryption'));
    await noSeriousA11yIssues(laptop);
    await screenshots(laptop, 'linked-devices', true);

    const removed = await other.getAttribute('data-device-id');
    const device = (await devicesOf(laptop)).find((d) => d.id === removed)!;
    const name = device.name;
    // When it signed in, on its card and in the dialog: two alike devices are told apart.
    // The browser's own date format (its ICU may space a time unlike Node's), on the app's
    // 24-hour clock (lib/format.ts CLOCK).
    const date = await laptop.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(new Date(iso)),
      device.signedInAt,
    );
    const signedIn = says('en', 'devices.signedIn', { date });
    await expect.poll(() => other.getByTestId('device-signed-in').textContent()).toBe(signedIn);
    await other.getByTestId('device-remove').click();
    const dialog = laptop.getByTestId('remove-device-dialog');
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByTestId('remove-device-signed-in').textContent())
      .toBe(signedIn);
    await expect
      .poll(() => dialog.textContent())
      .toContain(
        `Are you sure you want to unlink "${name}" from your account? This device will no longer be able to access your messages.`,
      );
    await settled(laptop);
    await laptop.screenshot({ path: `${SCREENS}/linked-devices-remove.png` });
    await dialog.getByTestId('remove-device-confirm').click();
    await toastSays(laptop, 'Device Removed', 'The device has been unlinked from your account.');
    await laptop.getByTestId('devices-none').waitFor();

    // The phone is signed out at once: its socket closed saying why, and it is back at the
    // picker, telling the person what happened.
    await phone.getByTestId('identity-row-emma').waitFor();
    await toastSays(
      phone,
      says('en', 'devices.signedOutTitle'),
      says('en', 'devices.signedOutBody'),
    );
    await settled(phone);
    await phone.screenshot({ path: `${SCREENS}/linked-devices-signed-out.png` });
    expect(await phone.evaluate(() => localStorage.getItem('currentUserId'))).toBeNull();
    const session = await phone.evaluate(
      async () => (await fetch('/api/session', { credentials: 'include' })).status,
    );
    expect(session).toBe(401);
    expect((await devicesOf(laptop)).map((d) => d.id)).not.toContain(removed);
    // Opened again, it stays at the picker: nothing signs it in by itself.
    await phone.reload();
    await phone.getByTestId('identity-row-emma').waitFor();
    await phone.waitForTimeout(500);
    expect(await phone.getByTestId('conversation-list').count()).toBe(0);
  });

  it('should link a new device with the QR code, once', async () => {
    const laptop = await stage.phone();
    await stage.signIn(laptop, 'emma');
    await devicesOpen(laptop);
    const before = (await devicesOf(laptop)).length;

    await laptop.getByTestId('link-device-button').click();
    await toastSays(laptop, 'Link Device', 'Scan the QR code with your new device to link it.');
    // Closing the toast over the dialog closes the toast, not the dialog under it.
    await laptop.getByTestId('toast').getByRole('button').click();
    await laptop.getByTestId('toast').waitFor({ state: 'detached' });
    await expect.poll(() => laptop.getByTestId('link-device-dialog').isVisible()).toBe(true);
    const qr = laptop.getByTestId('link-device-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const url = (await qr.getAttribute('data-link-url'))!;
    expect(url).toMatch(new RegExp(`^${stage.url}/link/[A-Za-z0-9_-]{22}$`));
    await expect
      .poll(() => laptop.getByTestId('link-device-time-left').textContent())
      .toMatch(/^Expires in [12]:\d\d$/);
    await noSeriousA11yIssues(laptop);
    await screenshots(laptop, 'linked-devices-qr', true);

    // The new device opens the link (as its camera would), sees whose account, and confirms.
    const tablet = await stage.phone();
    await tablet.goto(url);
    const page = tablet.getByTestId('link-page');
    await page.waitFor();
    await expect.poll(() => page.textContent()).toContain('Emma Johnson');
    await screenshots(tablet, 'link-page');
    await page.getByTestId('link-page-confirm').click();
    await tablet.getByTestId('conversation-list').waitFor();
    await expect.poll(() => tablet.evaluate(() => location.pathname)).toBe('/');

    // The laptop hears it: the code's dialog closes and the new device is in the list.
    await toastSays(laptop, 'Device Linked', 'Your new device is now signed in to your account.');
    await laptop.getByTestId('link-device-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => laptop.getByTestId('device-other').count()).toBe(before);
    expect(await devicesOf(laptop)).toHaveLength(before + 1);

    // The same link signs nobody else in.
    const stranger = await stage.phone();
    await stranger.goto(url);
    await stranger.getByTestId('link-page-refused').waitFor();
    await expect
      .poll(() => stranger.getByTestId('link-page-refused').textContent())
      .toContain('This link was already used.');
    await screenshots(stranger, 'link-page-used');
    expect(await devicesOf(laptop)).toHaveLength(before + 1);

    // The new device's page is closed: the laptop shows it offline, with its last activity.
    await tablet.close();
    const offline = laptop.locator('[data-testid=device-other][data-online=false]');
    await offline.waitFor();
    await expect.poll(() => offline.textContent()).toMatch(/Offline·Last active/);
    await screenshots(laptop, 'linked-devices-offline');
  });
});
