import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../src/protocol';
import { says } from './catalog';
import { e2eStage, postMessages, sendText, storedMessages } from './harness';
import { hiddenTabWithNotices, notices, notifierLoaded, tabHide } from './notice-steps';
import { SCREENS, noSeriousA11yIssues, settled, toastClose, toastSays } from './screens';

/**
 * Issue 31, the message menu's Pin, Forward and the composer's @mentions, in two browsers:
 * in a group, Sofía pins Emma's message and Emma's browser shows it at the top of the chat, live,
 * until Emma's unpin takes it from both; Emma forwards one to a group and to her chat with Marco
 * at once, and he reads it in each marked 'Forwarded'; Emma mentions Marco in that group, which he muted,
 * and his hidden tab tells him anyway, his list saying 'You were mentioned'. Then Layla, in
 * Arabic, right to left.
 */

const stage = e2eStage();

const bubbleWith = (page: Page, text: RegExp | string) =>
  page.getByTestId('message-bubble').filter({ hasText: text });
const rowOf = (page: Page, text: RegExp | string) =>
  page.getByTestId('message-row').filter({ has: bubbleWith(page, text) });

async function menuPick(page: Page, text: RegExp | string, item: string): Promise<void> {
  await rowOf(page, text).getByTestId('message-menu-button').click();
  await page.getByTestId('message-menu').waitFor();
  await page.getByTestId(`message-menu-${item}`).click();
}

/**
 * A chat of the page's user with the people named by username, made through the API: a group
 * when named, else (with one person) their one-to-one chat.
 */
async function groupWith(page: Page, usernames: string[], name?: string): Promise<Conversation> {
  return page.evaluate(
    async ({ usernames, name }) => {
      const users = (await (await fetch('/api/users')).json()) as Array<{
        id: string;
        username: string;
      }>;
      const ids = users.filter((u) => usernames.includes(u.username)).map((u) => u.id);
      const res = await fetch('/api/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ participants: ids, name }),
      });
      return (await res.json()) as Conversation;
    },
    { usernames, name },
  );
}

async function openChat(page: Page, name: string): Promise<void> {
  await page.locator(`[data-testid=conversation-row][data-name="${name}"]`).click();
  await stage.liveReady(page);
}

describe('message actions', () => {
  it('should pin a message in a group: another member sees it live, and an unpin takes it from both', async () => {
    const emma = await stage.phone();
    const sofia = await stage.phone();
    await stage.signIn(emma, 'emma');
    const group = await groupWith(emma, ['sofia', 'marco'], 'Weekend in Paris');
    await openChat(emma, 'Weekend in Paris');
    await stage.signIn(sofia, 'sofia');
    await openChat(sofia, 'Weekend in Paris');
    await sendText(emma, 'The address is 12 Rue Oberkampf');
    await bubbleWith(sofia, '12 Rue Oberkampf').waitFor();

    // Sofía pins Emma's line; Emma's browser, with nothing done there, shows it in the bar.
    await menuPick(sofia, '12 Rue Oberkampf', 'pin');
    for (const page of [sofia, emma]) {
      await page.bringToFront();
      const bar = page.getByTestId('pinned-bar');
      await expect.poll(() => bar.textContent(), { timeout: 10_000 }).toContain('12 Rue Oberkampf');
      await expect.poll(() => bar.getAttribute('data-pinned-id')).toBeTruthy();
    }
    // Enough after it that it scrolls out of view.
    const filler = Array.from({ length: 30 }, (_, i) => `Filler (${i + 1})`);
    await postMessages(emma, group.id, 'u-emma', filler);
    await bubbleWith(emma, 'Filler (30)').waitFor();
    await expect.poll(() => bubbleWith(emma, '12 Rue Oberkampf').isVisible()).toBe(false);

    // Emma goes to it from the bar: it is brought into view and highlighted.
    await emma.getByTestId('pinned-bar-open').click();
    await expect
      .poll(() => bubbleWith(emma, '12 Rue Oberkampf').getAttribute('data-highlighted'))
      .toBe('true');
    expect(await bubbleWith(emma, '12 Rue Oberkampf').isVisible()).toBe(true);
    // Her menu now offers Unpin.
    await rowOf(emma, '12 Rue Oberkampf').getByTestId('message-menu-button').click();
    await emma.getByTestId('message-menu-unpin').waitFor();
    await emma.keyboard.press('Escape');
    await settled(emma);
    await noSeriousA11yIssues(emma);
    await emma.screenshot({ path: `${SCREENS}/pinned-message-en.png` });

    // Emma, who did not pin it, takes the pin away: the bar goes on both phones.
    await emma.getByTestId('pinned-bar-unpin').click();
    for (const page of [emma, sofia]) {
      await page.bringToFront();
      await page.getByTestId('pinned-bar').waitFor({ state: 'detached', timeout: 10_000 });
    }
  });

  it('should forward a message to two chats at once, marked Forwarded in each', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    await sendText(sofia, 'El concierto empieza a las nueve');
    await bubbleWith(emma, /concert/i).waitFor();
    const group = await groupWith(emma, ['sofia', 'marco'], 'Concert crew');
    // Emma's one-to-one chat with Marco: one person and no name.
    const direct = await groupWith(emma, ['marco']);
    const marco = await stage.phone();
    await stage.signIn(marco, 'marco');
    await openChat(marco, 'Concert crew');

    await menuPick(emma, /concert/i, 'forward');
    const dialog = emma.getByTestId('forward-dialog');
    await dialog.waitFor();
    // Two chats picked, each found by a search of its own: the first stays picked.
    await emma.getByTestId('forward-search').fill('Concert');
    await dialog.locator('[data-testid=forward-chat][data-name="Concert crew"]').click();
    await emma.getByTestId('forward-search').fill('Marco');
    await dialog.locator('[data-testid=forward-chat][data-name="Marco Rossi"]').click();
    await emma.getByTestId('forward-search').fill('');
    await expect
      .poll(() =>
        dialog
          .locator('[data-testid=forward-chat][aria-checked=true]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-name')).sort()),
      )
      .toEqual(['Concert crew', 'Marco Rossi']);
    await expect
      .poll(() => emma.getByTestId('forward-submit').textContent())
      .toBe(says('en', 'forward.send', { count: 2 }));
    await settled(emma);
    await noSeriousA11yIssues(emma);
    await emma.screenshot({ path: `${SCREENS}/forward-dialog-en.png` });
    await emma.getByTestId('forward-submit').click();
    await dialog.waitFor({ state: 'detached' });

    // Marco reads it in the group, live, and in his chat with Emma, each marked as passed on
    // (in his Italian).
    const forwardedIn = (page: Page) =>
      page.getByTestId('message-bubble').filter({ has: page.getByTestId('forwarded-label') });
    await marco.bringToFront();
    await expect.poll(() => forwardedIn(marco).count(), { timeout: 10_000 }).toBe(1);
    expect(await forwardedIn(marco).getByTestId('forwarded-label').textContent()).toBe(
      says('it', 'forward.label'),
    );
    await marco.getByTestId('back-button').click();
    await marco.locator(`[data-testid=conversation-row][data-id="${direct.id}"]`).click();
    await stage.liveReady(marco);
    await expect
      .poll(() => marco.getByTestId('chat-view').getAttribute('data-conversation-id'))
      .toBe(direct.id);
    await expect.poll(() => forwardedIn(marco).count(), { timeout: 10_000 }).toBe(1);
    expect(await forwardedIn(marco).getByTestId('forwarded-label').textContent()).toBe(
      says('it', 'forward.label'),
    );
    for (const id of [group.id, direct.id]) {
      const stored = await marco.evaluate(
        async (id) =>
          (await (await fetch(`/api/conversations/${id}/messages`)).json()) as Array<{
            senderId: string;
            content: string;
            metadata: Record<string, unknown> | null;
          }>,
        id,
      );
      expect(stored.at(-1)).toMatchObject({
        senderId: 'u-emma',
        content: 'El concierto empieza a las nueve',
        metadata: { forwarded: true },
      });
    }
  });

  it('should mention Marco in a group he muted: his hidden tab tells him, his list says so', async () => {
    const emma = await stage.phone();
    const marco = await stage.phone(hiddenTabWithNotices);
    await marco.context().grantPermissions(['notifications'], { origin: stage.url });
    await stage.signIn(emma, 'emma');
    const group = await groupWith(emma, ['sofia', 'marco'], 'Dinner club');
    await stage.signIn(marco, 'marco');
    // Marco mutes the group, stays on his list, and his tab goes to the background.
    await marco.evaluate(async (id) => {
      await fetch(`/api/conversations/${id}/preferences`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ muted: true }),
      });
    }, group.id);
    await marco.reload();
    await marco.getByTestId('conversation-list').waitFor();
    await notifierLoaded(marco);
    await tabHide(marco, true);

    // A plain line in the muted group: nothing.
    await openChat(emma, 'Dinner club');
    await sendText(emma, 'Table for three at eight');
    // Then Emma types @mar and picks Marco from the members offered.
    const input = emma.getByTestId('message-input');
    await input.click();
    await input.pressSequentially('@mar');
    const offered = emma.getByTestId('mention-suggestion');
    await expect
      .poll(() => offered.evaluateAll((els) => els.map((el) => el.getAttribute('data-username'))))
      .toEqual(['marco']);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/mention-suggestions-en.png` });
    await emma.keyboard.press('Enter');
    await expect.poll(() => input.inputValue()).toBe('@marco ');
    await input.pressSequentially('can you book it?');
    await emma.keyboard.press('Enter');
    const mentioned = bubbleWith(emma, 'can you book it?');
    await expect.poll(() => mentioned.getAttribute('data-state')).toBe('sent');
    expect(await mentioned.getByTestId('message-mention').textContent()).toBe('@marco');

    const notes = () => notices(marco);
    await expect.poll(async () => (await notes()).length, { timeout: 10_000 }).toBe(1);
    expect((await notes())[0]!.title).toBe(
      says('it', 'mentions.noticeTitle', { chat: 'Dinner club' }),
    );
    const row = marco.locator('[data-testid=conversation-row][data-name="Dinner club"]');
    await expect
      .poll(() => row.getByTestId('conversation-mentioned').textContent())
      .toBe(says('it', 'mentions.listLine'));

    // Back at his tab: in the chat, his name stands out as his own; read, the list line goes.
    await tabHide(marco, false);
    await row.click();
    await stage.liveReady(marco);
    // Read in Italian: the translation keeps the @name as written.
    const his = marco.getByTestId('message-mention');
    await expect.poll(() => his.getAttribute('data-mention')).toBe('me');
    await marco.getByTestId('back-button').click();
    await expect.poll(() => row.getByTestId('conversation-mentioned').count()).toBe(0);
  });

  it('should answer a message with a sticker: the sticker carries the quote', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    await sendText(sofia, '¿Quieres un gato?');
    await menuPick(emma, /cat/i, 'reply');
    await emma.getByTestId('reply-bar').waitFor();
    await emma.getByTestId('feature-menu-button').click();
    await emma.getByRole('menuitem', { name: 'AlloMoji' }).click();
    const picker = emma.getByTestId('sticker-picker');
    await picker.waitFor();
    await picker.getByTestId('sticker-sticker-cat').click();
    // The reply bar closes with the send; the stored sticker answers Sofía's message.
    await emma.getByTestId('reply-bar').waitFor({ state: 'detached' });
    const stored = await storedMessages(emma);
    const question = stored.find((m) => m.content === '¿Quieres un gato?')!;
    await expect
      .poll(async () => (await storedMessages(emma)).at(-1))
      .toMatchObject({ messageType: 'sticker', replyTo: question.id });
    const quoted = sofia.getByTestId('message-row').last().getByTestId('reply-quote');
    await expect.poll(() => quoted.getAttribute('data-reply-to')).toBe(question.id);
  });

  it('should show the pin bar, the forward dialog and the names offered right to left in Arabic', async () => {
    const layla = await stage.phone();
    await stage.signIn(layla, 'layla');
    await groupWith(layla, ['emma', 'sofia'], 'رحلة');
    await openChat(layla, 'رحلة');
    await sendText(layla, 'العنوان: شارع النيل ١٢');
    await menuPick(layla, 'شارع النيل', 'pin');
    const bar = layla.getByTestId('pinned-bar');
    await expect.poll(() => bar.textContent()).toContain(says('ar', 'pins.title'));
    expect(await layla.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The pin's toast says so in Arabic; closed, it leaves the chat's header in the pictures.
    await toastSays(layla, says('ar', 'pins.pinned'));
    await toastClose(layla);

    await layla.getByTestId('message-input').pressSequentially('@em');
    await layla.getByTestId('mention-suggestions').waitFor();
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/mention-suggestions-ar.png` });
    await layla.keyboard.press('Escape');
    await layla.getByTestId('mention-suggestions').waitFor({ state: 'detached' });
    await layla.getByTestId('message-input').fill('');

    await menuPick(layla, 'شارع النيل', 'forward');
    const dialog = layla.getByTestId('forward-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toBe(
      says('ar', 'forward.title'),
    );
    // The dialog stays on the screen, right to left.
    const box = (await dialog.boundingBox())!;
    const width = layla.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await settled(layla);
    await noSeriousA11yIssues(layla);
    await layla.screenshot({ path: `${SCREENS}/forward-dialog-ar.png` });
    await layla.keyboard.press('Escape');
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/pinned-message-ar.png` });
  });
});
