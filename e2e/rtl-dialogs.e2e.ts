import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAKE_MEDIA_ARGS, e2eStage, sendText } from './harness';
import { DESKTOP, PHONE, SCREENS, settled } from './screens';

/**
 * Issue 27, point 4: in Arabic every dialog opened off-screen (New Message at x = -342 px): the
 * dialog card paired a logical start with a physical shift. Layla (Arabic) opens every dialog,
 * sheet and popover the app has that she can reach, at phone size and at desktop width, and
 * each one lies inside the window. Her Settings tabs run right to left and the composer's send
 * arrow points left.
 */
const stage = e2eStage({ browserArgs: FAKE_MEDIA_ARGS });
const SHOTS = `${SCREENS}/rtl`;

interface Step {
  /** Named in a failure, and in a screenshot's file name when `shot` is set. */
  name: string;
  /** The page it is opened from: a path, or 'chat' for Layla's chat with Emma. */
  from: string;
  /** Opens it; the box is the element with this test id (or found so). */
  open: (page: Page) => Promise<void>;
  box: string | ((page: Page) => Locator);
  /** Keep a picture of it: in test-results/screens/rtl, and as docs/screenshots/<docs>.png if given. */
  shot?: boolean;
  docs?: string;
}

const click = (testId: string) => (page: Page) => page.getByTestId(testId).last().click();
const steps =
  (...parts: Array<(page: Page) => Promise<void>>) =>
  async (page: Page) => {
    for (const part of parts) await part(page);
  };
/** A tile of the chat's '+' drawer, by its place in the spec's order. */
const tile = (index: number) =>
  steps(click('feature-menu-button'), (page) =>
    page.getByTestId('feature-menu').getByRole('menuitem').nth(index).click(),
  );

const STEPS: Step[] = [
  { name: 'new-chat-menu', from: '/', open: click('new-chat-button'), box: 'new-chat-menu' },
  {
    name: 'new-message',
    from: '/',
    open: steps(click('new-chat-button'), click('new-chat-message')),
    box: 'new-message-dialog',
    shot: true,
    docs: 'rtl-new-message',
  },
  {
    name: 'group-chat',
    from: '/',
    open: steps(click('new-chat-button'), click('new-chat-group')),
    box: 'group-chat-dialog',
  },
  {
    name: 'video-call-pick',
    from: '/',
    open: steps(click('new-chat-button'), click('new-chat-video')),
    box: 'video-call-pick-dialog',
  },
  { name: 'settings-menu', from: '/', open: click('settings-button'), box: 'settings-menu' },
  { name: 'friends', from: '/', open: click('add-contact-button'), box: 'friends-dialog' },
  { name: 'more-menu', from: '/', open: click('nav-more'), box: 'more-menu', shot: true },
  {
    name: 'video-upload',
    from: '/',
    open: steps(click('nav-more'), (page) =>
      page.getByTestId('more-menu').getByRole('button').first().click(),
    ),
    box: 'video-upload-modal',
  },
  {
    name: 'message-menu',
    from: 'chat',
    open: click('message-menu-button'),
    box: 'message-menu',
    shot: true,
  },
  {
    name: 'reaction-picker',
    from: 'chat',
    open: steps(click('message-menu-button'), click('react-more')),
    box: 'reaction-picker',
    shot: true,
  },
  {
    name: 'forward',
    from: 'chat',
    open: steps(click('message-menu-button'), click('message-menu-forward')),
    box: 'forward-dialog',
    shot: true,
  },
  {
    name: 'edit-message',
    from: 'chat',
    open: steps(click('message-menu-button'), click('message-menu-edit')),
    box: 'edit-message-dialog',
    shot: true,
  },
  {
    name: 'message-info',
    from: 'chat',
    open: steps(click('message-menu-button'), click('message-menu-info')),
    box: 'message-info-dialog',
  },
  {
    name: 'reactions',
    from: 'chat',
    // Her own 👍 on her message, then the list of who reacted.
    open: steps(click('message-menu-button'), click('react-👍'), click('message-reactions')),
    box: 'reactions-dialog',
    shot: true,
  },
  {
    name: 'translation-settings',
    from: 'chat',
    open: click('translation-settings-button'),
    box: 'translation-settings-dialog',
  },
  {
    name: 'chat-menu',
    from: 'chat',
    open: click('chat-menu-button'),
    box: (page) => page.getByRole('dialog').filter({ has: page.getByTestId('chat-menu-search') }),
  },
  {
    name: 'contact-info',
    from: 'chat',
    open: steps(click('chat-menu-button'), click('chat-menu-contact-info')),
    box: 'contact-info-dialog',
  },
  {
    name: 'wallpaper',
    from: 'chat',
    open: steps(click('chat-menu-button'), click('chat-menu-wallpaper')),
    box: 'wallpaper-dialog',
  },
  {
    name: 'call-test',
    from: 'chat',
    open: click('video-call-button'),
    box: 'call-test-dialog',
  },
  { name: 'image-playground', from: 'chat', open: tile(0), box: 'image-playground-dialog' },
  {
    name: 'allo-cash',
    from: 'chat',
    open: tile(4),
    box: 'allo-cash-dialog',
    shot: true,
    docs: 'rtl-allo-cash',
  },
  { name: 'games', from: 'chat', open: tile(5), box: 'game-chooser' },
  { name: 'stickers', from: 'chat', open: tile(6), box: 'sticker-picker', shot: true },
  { name: 'send-later', from: 'chat', open: tile(7), box: 'send-later-dialog' },
  { name: 'camera', from: 'chat', open: tile(8), box: 'camera-dialog', shot: true },
  { name: 'photos', from: 'chat', open: tile(9), box: 'photo-library', shot: true },
  { name: 'music', from: 'chat', open: tile(10), box: 'share-music' },
  { name: 'voice-note', from: 'chat', open: tile(11), box: 'voice-recorder' },
  {
    name: 'settings-blocked',
    from: '/settings',
    open: click('settings-blocked-button'),
    box: 'blocked-dialog',
  },
  {
    name: 'delete-account',
    from: '/settings',
    open: click('delete-account-button'),
    box: 'delete-account-dialog',
    shot: true,
  },
  {
    name: 'clear-cache',
    from: '/storage',
    open: click('clear-cache-button'),
    box: 'clear-cache-dialog',
  },
  {
    name: 'link-device',
    from: '/linked-devices',
    open: click('link-device-button'),
    box: 'link-device-dialog',
  },
  {
    name: 'remove-device',
    from: '/linked-devices',
    open: click('device-remove'),
    box: 'remove-device-dialog',
  },
  {
    name: 'status-create',
    from: '/status',
    open: click('status-add'),
    box: 'status-create-dialog',
  },
  {
    name: 'list-form',
    from: '/lists',
    open: click('create-list-button'),
    box: 'list-form-dialog',
  },
  {
    name: 'broadcast-list',
    from: '/broadcast',
    open: click('create-broadcast-list-button'),
    box: 'broadcast-list-form',
  },
  {
    name: 'invite',
    from: '/contacts',
    open: click('contacts-invite-button'),
    box: 'invite-dialog',
  },
];

/** At desktop width: the chat's dialogs (the wide layout's chat column) and a page's. */
const ON_DESKTOP = [
  'new-message',
  'more-menu',
  'allo-cash',
  'camera',
  'stickers',
  'delete-account',
];

/**
 * Opens each step's box from its page, and returns those that do not lie inside the window,
 * with where they were.
 */
async function outside(page: Page, steps: Step[], chatPath: string, size: string) {
  const { width, height } = page.viewportSize()!;
  const out: string[] = [];
  let at = '';
  for (const step of steps) {
    const path = step.from === 'chat' ? chatPath : step.from;
    if (path !== at) {
      await page.goto(stage.url + path);
      await (step.from === 'chat'
        ? stage.liveReady(page)
        : page.getByTestId('bottom-nav').waitFor());
      at = path;
    }
    await step.open(page);
    const box = typeof step.box === 'string' ? page.getByTestId(step.box).last() : step.box(page);
    await box.waitFor();
    // Its pop-in over (it scales the box), whatever else on the page keeps turning.
    await box.evaluate((el) =>
      Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );
    const b = (await box.boundingBox())!;
    if (b.x < -0.5 || b.y < -0.5 || b.x + b.width > width + 0.5 || b.y + b.height > height + 0.5)
      out.push(`${step.name} at x=${Math.round(b.x)} y=${Math.round(b.y)} w=${b.width}`);
    if (step.shot) await page.screenshot({ path: `${SHOTS}/${step.name}-${size}.png` });
    if (step.docs && size === 'phone')
      await page.screenshot({ path: `docs/screenshots/${step.docs}.png` });
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'hidden' });
  }
  return out;
}

describe('right to left', () => {
  it('should keep every dialog, sheet and popover inside the window in Arabic, lay the tabs out right to left and mirror the send arrow', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const layla = await stage.phone();
    await layla.context().grantPermissions(['camera', 'microphone']);
    await stage.signIn(layla, 'layla');
    await expect.poll(() => layla.getAttribute('html', 'dir')).toBe('rtl');

    // Her chat with Emma, with one message of hers for the message menu.
    await layla.getByTestId('new-chat-button').click();
    await layla.getByTestId('new-chat-message').click();
    await layla.getByTestId('pick-user-emma').click();
    await stage.liveReady(layla);
    const chatPath = new URL(layla.url()).pathname + new URL(layla.url()).search;
    await sendText(layla, 'مرحبا Emma!');
    // The send arrow points along an Arabic line: to the left.
    await layla.getByTestId('message-input').fill('نعم');
    // Soft: each of the three checks reports, whichever fails first.
    expect
      .soft(
        await layla
          .getByTestId('send-button')
          .locator('svg')
          .evaluate((svg) => getComputedStyle(svg).scale),
      )
      .toBe('-1 1');
    await layla.getByTestId('message-input').fill('');
    // A second device of hers, for Linked Devices' Remove.
    await stage.signIn(await stage.phone(), 'layla');

    expect.soft(await outside(layla, STEPS, chatPath, 'phone')).toEqual([]);

    // Settings' tabs: the first (Account) at the right, the last (About) at the left.
    await layla.goto(stage.url + '/settings');
    const tabs = layla.getByTestId('settings-page').getByRole('tab');
    const first = (await tabs.first().boundingBox())!;
    const last = (await tabs.last().boundingBox())!;
    expect.soft(first.x).toBeGreaterThan(last.x);
    await settled(layla);
    await layla.screenshot({ path: `${SHOTS}/settings-phone.png` });
    await layla.screenshot({ path: 'docs/screenshots/rtl-settings.png' });

    await layla.setViewportSize(DESKTOP);
    const desktop = STEPS.filter((s) => ON_DESKTOP.includes(s.name));
    expect(await outside(layla, desktop, chatPath, 'desktop')).toEqual([]);
    await layla.setViewportSize(PHONE);
    // About forty boxes, each opened, measured and closed: more than a usual spec's minute.
  }, 180_000);
});
