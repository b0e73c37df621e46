import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Device, StatusUpdate, User } from '../src/protocol';
import { says } from './catalog';
import { e2eStage, postMessages, storedMessages } from './harness';
import { DESKTOP, PHONE, SCREENS, noSeriousA11yIssues, settled, toastClose } from './screens';

/**
 * A newcomer's first day, one journey across the app in real Chromium: Grace signs up, sets an
 * avatar from a picture, becomes friends with Sofía (Spanish) and Yuki (Japanese), posts a status
 * Sofía likes, sends a broadcast that arrives in both their chats, links a second browser and
 * removes it again (signed out at once), and finally finds the broadcast with Search in this
 * chat. Each step's screen is photographed (`journey-<step>.png`) and checked with axe.
 */

const stage = e2eStage();

/** Live delivery, an image upload or a translation on two cores shared with other builds. */
const LIVE_MS = 15_000;
/** A step of the journey: several pages, each waiting on the others' live updates. */
const STEP_MS = 120_000;

const stamp = Date.now().toString(36);
const USERNAME = `grace_${stamp}`;
const NAME = `Grace Hopper ${stamp}`;
const STATUS = `First day on Allo, hello everyone ${stamp}`;
const LIST = `Harbour news ${stamp}`;
const BROADCAST = `Harbour picnic on Saturday at noon, bring a friend! ${stamp}`;

/** The journey's shared state: each step starts where the one before left off. */
let grace: Page;
let sofia: Page;
let yuki: Page;
let graceId = '';
let avatarUrl = '';

/**
 * The step's screen at phone size as `journey-<step>.png` (and at desktop width as
 * `journey-<step>-desktop.png` when asked), with no serious axe finding on it.
 */
async function shot(page: Page, step: string, desktop = false): Promise<void> {
  // A phone has no pointer resting on the screen: the last click's hover is not part of it.
  await page.mouse.move(0, 0);
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/journey-${step}.png` });
  await noSeriousA11yIssues(page);
  if (!desktop) return;
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/journey-${step}-desktop.png` });
  await noSeriousA11yIssues(page);
  await page.setViewportSize(PHONE);
  await settled(page);
}

/** GET `path` with the page's own session: its status and, when it is JSON, its body. */
function apiGet<T>(page: Page, path: string): Promise<{ status: number; body: T | null }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    const body = res.headers.get('content-type')?.includes('json') ? await res.json() : null;
    return { status: res.status, body: body as never };
  }, path);
}

async function apiOk<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await apiGet<T>(page, path);
  if (status !== 200) throw new Error(`${path}: ${status}`);
  return body!;
}

/** Waits for the toast titled `title` (and holding `body` when given). */
async function toastSays(page: Page, title: string, body?: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.first().waitFor({ timeout: LIVE_MS });
  if (body) await expect.poll(() => toast.first().textContent()).toContain(body);
}

/** Opens an item of the bottom bar's More menu by its catalog label. */
async function moreOpen(page: Page, lang: string, labelId: string): Promise<void> {
  await page.getByTestId('nav-more').click();
  await page
    .getByTestId('more-menu')
    .getByRole('button', { name: says(lang, labelId), exact: true })
    .click();
}

/** The `src` of the first picture inside `within`. */
const pictureOf = (within: Locator) => within.locator('img').first().getAttribute('src');

/** A square picture with something on it: teal, an orange disc in the middle. */
function portrait(): Promise<Buffer> {
  const disc = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="140" fill="#f97316"/></svg>',
  );
  return sharp({ create: { width: 600, height: 600, channels: 3, background: '#0d9488' } })
    .composite([{ input: disc, left: 150, top: 150 }])
    .png()
    .toBuffer();
}

/** Signs a demo person in and leaves them on their chat list. */
async function demoPhone(username: string): Promise<Page> {
  const page = await stage.phone();
  await stage.signIn(page, username);
  return page;
}

/** The person's Friends dialog, Requests tab: accepts Grace's request (seen with her avatar). */
async function acceptGrace(page: Page, lang: string): Promise<void> {
  await page.getByTestId('friend-request-badge').waitFor({ timeout: LIVE_MS });
  await expect.poll(() => page.getByTestId('friend-request-badge').textContent()).toBe('1');
  await page.getByTestId('add-contact-button').click();
  const dialog = page.getByTestId('friends-dialog');
  await dialog.waitFor();
  await dialog
    .getByRole('tab', { name: says(lang, 'friends.tabRequestsCount', { count: 1 }) })
    .click();
  const request = dialog.getByTestId(`friend-request-${USERNAME}`);
  await request.waitFor();
  await expect.poll(() => request.textContent()).toContain(NAME);
  await expect.poll(() => request.textContent()).toContain(says(lang, 'friends.wantsToBeFriend'));
  // Grace's new picture, not the preset she signed up with.
  await expect.poll(() => pictureOf(request)).toBe(avatarUrl);
  await expect
    .poll(() =>
      request
        .locator('img')
        .first()
        .evaluate((i: HTMLImageElement) => i.naturalWidth),
    )
    .toBeGreaterThan(0);
  await shot(page, `friend-request-${lang}`);
  await request.getByTestId('friend-accept').click();
  await dialog.getByTestId('friend-requests-empty').waitFor();
  await dialog.getByRole('tab', { name: says(lang, 'friends.tabFriends', { count: 1 }) }).click();
  await dialog.getByTestId(`friend-${USERNAME}`).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** Finds Grace's list under Discover and subscribes, in the person's own language. */
async function subscribe(page: Page, lang: string): Promise<void> {
  await page.goto(`${stage.url}/broadcast`);
  await page.getByTestId('broadcast-page').waitFor();
  await page
    .getByRole('tab', { name: says(lang, 'broadcasts.tabSubscribed', { count: 0 }) })
    .click();
  const card = page.getByTestId('discover-card').filter({ hasText: LIST });
  await card.getByTestId('broadcast-subscribe').click();
  await toastSays(
    page,
    says(lang, 'broadcasts.subscribedTitle'),
    says(lang, 'broadcasts.subscribedBody', { name: LIST, creator: NAME }),
  );
  await page.getByTestId('subscribed-card').filter({ hasText: LIST }).waitFor();
}

/**
 * The person's chat with Grace, opened from their list (her avatar on its row): the broadcast is
 * in it, as the server holds it and as a bubble from her.
 */
async function broadcastReceived(page: Page, lang: string): Promise<void> {
  await page.goto(`${stage.url}/`);
  const row = page.locator(`[data-testid=conversation-row][data-name="${NAME}"]`);
  await row.waitFor({ timeout: LIVE_MS });
  await expect.poll(() => pictureOf(row)).toBe(avatarUrl);
  await row.click();
  await stage.liveReady(page);
  await expect
    .poll(async () =>
      (await storedMessages(page)).filter((m) => m.senderId === graceId).map((m) => m.content),
    )
    .toEqual([BROADCAST]);
  // Shown in the reader's language (translated), so the bubble is found as Grace's.
  const bubble = page.locator('[data-testid=message-bubble][data-own=false]');
  await expect.poll(() => bubble.count(), { timeout: LIVE_MS }).toBe(1);
  await toastClose(page);
  await shot(page, `broadcast-received-${lang}`);
}

/** True when the element lies wholly inside the window: scrolled to, not only rendered. */
function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });
}

describe('a newcomer’s journey', () => {
  it(
    'should sign up a new person and set an avatar from a picture',
    async () => {
      grace = await stage.phone();
      await grace.goto(`${stage.url}/`);
      const create = grace.getByTestId('create-account-button');
      await expect.poll(() => create.textContent()).toContain(says('en', 'identity.createAccount'));
      await create.click();
      await grace.getByTestId('signup-username').waitFor();
      await grace.getByTestId('signup-username').fill(USERNAME);
      await grace.getByTestId('signup-display-name').fill(NAME);
      await grace.getByTestId('signup-password').fill('correct horse');
      await grace.getByTestId('signup-password-confirm').fill('correct horse');
      await shot(grace, 'signup');
      await grace.getByTestId('signup-submit').click();

      // Signed in, with no chats yet; the server holds her session.
      await grace.getByTestId('conversations-empty').waitFor();
      const session = await apiOk<{ user: User }>(grace, '/api/session');
      expect(session.user).toMatchObject({ username: USERNAME, displayName: NAME });
      graceId = session.user.id;
      expect(session.user.avatar).toBe('/avatars/preset-1.svg');
      await shot(grace, 'home-empty');

      // More -> Avatar: a picture from the gallery, cropped as it is, then saved.
      await moreOpen(grace, 'en', 'layout.avatar');
      const page = grace.getByTestId('avatar-page');
      await page.waitFor();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(says('en', 'layout.avatarProfile'));
      await grace.getByTestId('avatar-file-input').setInputFiles({
        name: 'portrait.png',
        mimeType: 'image/png',
        buffer: await portrait(),
      });
      const dialog = grace.getByTestId('crop-dialog');
      await dialog.waitFor();
      await grace.getByTestId('crop-area').locator('img').waitFor();
      await shot(grace, 'avatar-crop');
      await grace.getByTestId('crop-apply').click();
      await toastSays(grace, says('en', 'avatar.cropped'));
      await dialog.waitFor({ state: 'detached' });
      await grace.getByTestId('avatar-save').click();
      await toastSays(grace, says('en', 'avatar.uploaded'));
      const current = grace.getByTestId('avatar-current');
      await expect
        .poll(() => current.getAttribute('data-src'), { timeout: LIVE_MS })
        .toMatch(/^\/api\/avatars\//);
      avatarUrl = (await current.getAttribute('data-src'))!;
      await toastClose(grace);
      await shot(grace, 'avatar', true);

      // The server keeps it, and Settings shows it.
      const me = (await apiOk<User[]>(grace, '/api/users')).find((u) => u.id === graceId);
      expect(me?.avatar).toBe(avatarUrl);
      await moreOpen(grace, 'en', 'layout.settings');
      const account = grace.getByTestId('settings-account');
      await account.waitFor();
      await expect.poll(() => pictureOf(account)).toBe(avatarUrl);
      await expect
        .poll(() =>
          account
            .locator('img')
            .first()
            .evaluate((i: HTMLImageElement) => i.naturalWidth),
        )
        .toBeGreaterThan(0);
      await shot(grace, 'settings');
    },
    STEP_MS,
  );

  it(
    'should become friends with Sofía and Yuki, each accepting on her own phone',
    async () => {
      sofia = await demoPhone('sofia');
      yuki = await demoPhone('yuki');

      await grace.goto(`${stage.url}/`);
      await grace.getByTestId('add-contact-button').click();
      const dialog = grace.getByTestId('friends-dialog');
      await dialog.getByTestId('friends-empty').waitFor();
      for (const who of ['sofia', 'yuki']) {
        await dialog.getByTestId('friend-search').fill(who);
        const result = dialog.getByTestId(`friend-result-${who}`);
        await result.waitFor();
        await dialog.getByTestId(`friend-add-${who}`).click();
        await toastSays(grace, says('en', 'friends.requestSent'));
        await result.getByText(says('en', 'friends.requested')).waitFor();
      }
      // Shot with its toasts: closing one while the dialog is open closes the dialog too.
      await shot(grace, 'friends-requested');

      // Each is told live and accepts in her own app, in her own language.
      await acceptGrace(sofia, 'es');
      await acceptGrace(yuki, 'ja');

      // Grace's list follows live; the server agrees.
      await dialog.getByTestId('friend-search').fill('');
      await dialog.getByTestId('friend-sofia').waitFor({ timeout: LIVE_MS });
      await dialog.getByTestId('friend-yuki').waitFor({ timeout: LIVE_MS });
      await expect
        .poll(() => grace.getByRole('tab', { selected: true }).textContent())
        .toBe(says('en', 'friends.tabFriends', { count: 2 }));
      const friends = await apiOk<User[]>(grace, `/api/users/${graceId}/friends`);
      expect(friends.map((f) => f.username).sort()).toEqual(['sofia', 'yuki']);
      await shot(grace, 'friends');
      await grace.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
    STEP_MS,
  );

  it(
    'should post a status that Sofía sees and likes, with Grace told the like count',
    async () => {
      await grace.getByTestId('nav-status').click();
      await grace.getByTestId('status-page').waitFor();
      await sofia.getByTestId('nav-status').click();
      await sofia.getByTestId('status-page').waitFor();

      await grace.getByTestId('status-add').click();
      const dialog = grace.getByTestId('status-create-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('status-text-input').fill(STATUS);
      await expect.poll(() => dialog.getByTestId('status-post').isEnabled()).toBe(true);
      await shot(grace, 'status-create');
      await dialog.getByTestId('status-post').click();
      await toastSays(grace, says('en', 'status.updated'));
      await dialog.waitFor({ state: 'detached' });
      const mine = grace.getByTestId('status-card').filter({ hasText: STATUS });
      await mine.waitFor();
      const id = await mine.getAttribute('data-status-id');

      // Sofía's Status page gets it live, under Recent, from Grace. Found by its id: her card
      // shows the words in Spanish once the server has translated them (the stamp stays).
      const hers = sofia
        .getByTestId('status-recent')
        .locator(`[data-testid=status-card][data-status-id="${id}"]`);
      await hers.waitFor({ timeout: LIVE_MS });
      await expect.poll(() => hers.textContent()).toContain(NAME);
      await expect.poll(() => hers.getByTestId('status-content').textContent()).toContain(stamp);
      await shot(sofia, 'status-feed-es');
      await hers.getByTestId('status-open').click();
      const viewer = sofia.getByTestId('status-viewer');
      await viewer.waitFor();
      await expect
        .poll(() => viewer.getByTestId('status-viewer-text').textContent())
        .toContain(stamp);
      await viewer.getByTestId('status-like').click();
      await toastSays(sofia, says('es', 'status.liked'));
      await expect
        .poll(() => viewer.getByTestId('status-like').getAttribute('aria-pressed'))
        .toBe('true');
      await shot(sofia, 'status-liked-es');
      await sofia.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      // Grace sees one view and one like, live; the server counts the same.
      await expect
        .poll(() => mine.getByTestId('status-like-count').textContent(), { timeout: LIVE_MS })
        .toBe('1');
      await expect.poll(() => mine.getByTestId('status-views-count').textContent()).toBe('1');
      const stored = (await apiOk<StatusUpdate[]>(grace, '/api/status-updates')).find(
        (s) => s.content === STATUS,
      );
      expect(stored).toMatchObject({ userId: graceId, likes: 1, views: 1 });
      await toastClose(grace);
      await shot(grace, 'status-mine', true);
    },
    STEP_MS,
  );

  it(
    'should send a broadcast both subscribers find in their chats with Grace',
    async () => {
      await moreOpen(grace, 'en', 'layout.broadcast');
      await grace.getByTestId('broadcast-page').waitFor();
      await grace.getByTestId('create-broadcast-list-button').click();
      const form = grace.getByTestId('broadcast-list-form');
      await form.getByTestId('broadcast-list-name').fill(LIST);
      await form.getByTestId('broadcast-list-description').fill('Walks, picnics and boats');
      await form.getByTestId('broadcast-list-submit').click();
      await toastSays(grace, says('en', 'broadcasts.createdTitle'));
      const card = grace.getByTestId('broadcast-list-card').filter({ hasText: LIST });
      await card.waitFor();

      await subscribe(sofia, 'es');
      await toastClose(sofia);
      await shot(sofia, 'broadcast-subscribed-es');
      await subscribe(yuki, 'ja');
      await expect
        .poll(() => card.getByTestId('broadcast-subscribers').textContent(), { timeout: LIVE_MS })
        .toBe(says('en', 'broadcasts.subscriberCount', { count: 2 }));
      await toastClose(grace);
      await shot(grace, 'broadcast-list');

      await grace.getByTestId('send-broadcast-button').click();
      const dialog = grace.getByTestId('send-broadcast-dialog');
      await dialog.waitFor();
      await dialog.locator(`[data-testid=broadcast-pick][data-name="${LIST}"]`).click();
      await expect
        .poll(() => dialog.getByTestId('broadcast-total').textContent())
        .toBe(says('en', 'broadcasts.totalRecipients', { count: 2 }));
      await dialog.getByTestId('broadcast-message').fill(BROADCAST);
      const send = dialog.getByTestId('broadcast-send');
      await expect.poll(() => send.isEnabled()).toBe(true);
      await shot(grace, 'broadcast-send');
      await send.click();
      await toastSays(grace, says('en', 'broadcasts.sentTitle'), says('en', 'broadcasts.sentBody'));
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => card.getByTestId('broadcast-count').textContent())
        .toBe(says('en', 'broadcasts.broadcastCount', { count: 1 }));

      // Two one-to-one chats, one with each, each holding the broadcast.
      await broadcastReceived(sofia, 'es');
      await broadcastReceived(yuki, 'ja');
      await grace.goto(`${stage.url}/`);
      for (const name of ['Sofía García', 'Yuki Tanaka'])
        await grace.locator(`[data-testid=conversation-row][data-name="${name}"]`).waitFor();
      await shot(grace, 'chats');
    },
    STEP_MS,
  );

  it(
    'should link a second browser with the one-time link, then sign it out at once by removing it',
    async () => {
      await moreOpen(grace, 'en', 'layout.linkedDevices');
      await grace.getByTestId('linked-devices-page').waitFor();
      await grace.getByTestId('device-current').waitFor();
      await grace.getByTestId('devices-none').waitFor();
      await grace.getByTestId('link-device-button').click();
      const qr = grace.getByTestId('link-device-qr');
      await qr.waitFor();
      await expect.poll(() => qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      const link = (await qr.getAttribute('data-link-url'))!;
      expect(link).toMatch(new RegExp(`^${stage.url}/link/[A-Za-z0-9_-]{22}$`));
      // With its toast: closing that while the code's dialog is open would close the dialog.
      await shot(grace, 'devices-qr');

      // The second browser opens the link (as its camera would) and confirms.
      const second = await stage.phone();
      await second.goto(link);
      const page = second.getByTestId('link-page');
      await page.waitFor();
      await expect.poll(() => page.textContent()).toContain(NAME);
      await shot(second, 'link-page');
      // The first device hears it at once (its toast, watched for from the start, goes by itself
      // after 5 s); the second is signed in.
      await Promise.all([
        toastSays(grace, says('en', 'devices.linkedTitle'), says('en', 'devices.linkedBody')),
        page
          .getByTestId('link-page-confirm')
          .click()
          .then(() => second.getByTestId('conversation-list').waitFor()),
      ]);
      const there = await apiOk<{ user: User }>(second, '/api/session');
      expect(there.user.id).toBe(graceId);
      await second.locator(`[data-testid=conversation-row][data-name="Sofía García"]`).waitFor();

      // The code's dialog closes, and the second browser is listed, online.
      await grace.getByTestId('link-device-dialog').waitFor({ state: 'detached' });
      const other = grace.getByTestId('device-other');
      await expect.poll(() => other.count()).toBe(1);
      await expect.poll(() => other.getAttribute('data-online'), { timeout: LIVE_MS }).toBe('true');
      expect(await apiOk<Device[]>(grace, '/api/devices')).toHaveLength(2);
      await toastClose(grace);
      await shot(grace, 'devices-linked', true);

      // Removed from the first device: the second is signed out at once, with no reload (a mark
      // left on its window survives), back at the identity picker, told why.
      await second.evaluate(() => {
        (window as unknown as { journeyMark: string }).journeyMark = 'still here';
      });
      await other.getByTestId('device-remove').click();
      const confirm = grace.getByTestId('remove-device-dialog');
      await confirm.waitFor();
      await shot(grace, 'devices-remove');
      await confirm.getByTestId('remove-device-confirm').click();
      await toastSays(grace, says('en', 'devices.removedTitle'), says('en', 'devices.removedBody'));
      await grace.getByTestId('devices-none').waitFor();

      await Promise.all([
        second.getByTestId('identity-picker').waitFor({ timeout: LIVE_MS }),
        toastSays(
          second,
          says('en', 'devices.signedOutTitle'),
          says('en', 'devices.signedOutBody'),
        ),
      ]);
      expect(
        await second.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark),
      ).toBe('still here');
      expect(await second.getByTestId('conversation-list').count()).toBe(0);
      await shot(second, 'signed-out');
      // Its session is gone on the server: every request is refused.
      for (const path of ['/api/session', '/api/conversations', '/api/devices'])
        expect((await apiGet(second, path)).status, path).toBe(401);
      const devices = await apiOk<Device[]>(grace, '/api/devices');
      expect(devices.map((d) => d.isCurrent)).toEqual([true]);
    },
    STEP_MS,
  );

  it(
    'should find the broadcast with Search in this chat and jump back to it',
    async () => {
      // Sixty newer messages in the chat with Sofía: opened afresh, the broadcast is not loaded.
      await grace.goto(`${stage.url}/`);
      await grace.locator('[data-testid=conversation-row][data-name="Sofía García"]').click();
      await stage.liveReady(grace);
      const conversationId = (await grace
        .getByTestId('chat-view')
        .getAttribute('data-conversation-id'))!;
      const notes = Array.from({ length: 60 }, (_, i) => `Note ${i + 1}`);
      await postMessages(grace, conversationId, graceId, notes);
      await grace.reload();
      await stage.liveReady(grace);
      await grace
        .getByTestId('message-bubble')
        .filter({ hasText: /^Note 60/ })
        .waitFor({ timeout: LIVE_MS });
      const broadcast = grace.getByTestId('message-bubble').filter({ hasText: BROADCAST });
      expect(await broadcast.count()).toBe(0);

      // The header's menu (its trigger is drawn twice for a moment: the visible one).
      await grace.getByTestId('chat-menu-button').filter({ visible: true }).click();
      await grace.getByTestId('chat-menu-search').click();
      await grace.getByTestId('chat-search-bar').waitFor();
      await grace.getByTestId('chat-search-input').fill('picnic');
      await expect
        .poll(() => grace.getByTestId('chat-search-status').textContent(), { timeout: LIVE_MS })
        .toBe(says('en', 'chat-search.place', { n: 1, m: 1 }));
      await broadcast.waitFor({ timeout: LIVE_MS });
      await expect.poll(() => broadcast.getAttribute('data-highlighted')).toBe('true');
      await expect.poll(() => inView(broadcast)).toBe(true);
      await shot(grace, 'search', true);

      await grace.getByTestId('chat-search-input').press('Escape');
      await grace.getByTestId('chat-search-bar').waitFor({ state: 'detached' });
      await grace.getByTestId('chat-title').waitFor();
    },
    STEP_MS,
  );
});
