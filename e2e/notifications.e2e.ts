import { describe, expect, it } from 'vitest';
import type { Conversation } from '../src/protocol';
import { says } from './catalog';
import { e2eStage, sendText } from './harness';
import { hiddenTabWithNotices, notices, notifierLoaded, tabHide } from './notice-steps';
import { noSeriousA11yIssues, screenshots } from './screens';

/**
 * Browser notifications (spec secondary 'Settings' notifications and 9): Emma's tab is hidden
 * (emulated: `document.hidden` answers as the test says) and the browser has granted the
 * permission; Sofía writes in Spanish, and a real `Notification` is created with Sofía's name and
 * the English Emma reads; clicking it opens the chat. A chat Emma muted stays quiet.
 */

/** Live delivery plus one batched translation call through the real engine. */
const SHOWN_MS = 10_000;

const stage = e2eStage();

describe('browser notifications', () => {
  it('should tell a hidden tab of a new message in the words its reader reads, and stay quiet for a muted chat', async () => {
    const emma = await stage.phone(hiddenTabWithNotices);
    await emma.context().grantPermissions(['notifications'], { origin: stage.url });
    const sofia = await stage.phone();
    await stage.bothInTheChat(emma, sofia);
    const direct = (await emma.getByTestId('chat-view').getAttribute('data-conversation-id'))!;
    // Emma goes back to her list, and the notifier (loaded after the first screen) is there.
    await emma.getByTestId('back-button').click();
    await emma.getByTestId('conversation-list').waitFor();
    await notifierLoaded(emma);
    await tabHide(emma, true);

    await sendText(sofia, 'La casa es muy grande y tiene un jardín bonito.');
    await expect.poll(async () => (await notices(emma)).length, { timeout: SHOWN_MS }).toBe(1);
    const [first] = await notices(emma);
    expect(first).toMatchObject({ title: 'Sofía García', tag: `chat-${direct}` });
    expect(first!.body.toLowerCase()).toContain('house');
    expect(first!.icon).toContain('sofia');

    // A click brings the tab forward and opens the chat.
    await emma.evaluate(() => {
      const w = window as unknown as { __notes: Array<{ note: Notification }> };
      w.__notes[0]!.note.onclick?.(new Event('click'));
    });
    await expect
      .poll(() => emma.getByTestId('chat-view').getAttribute('data-conversation-id'))
      .toBe(direct);
    await tabHide(emma, false);

    // Muted: nothing from this chat. A group of theirs, not muted, is the sign that the muted
    // message had its chance to be told.
    await emma.getByTestId('chat-menu-button').filter({ visible: true }).click();
    await emma.getByTestId('chat-menu-mute').click();
    await emma.getByTestId('chat-muted-mark').waitFor();
    await emma.getByTestId('back-button').click();
    await emma.getByTestId('conversation-list').waitFor();
    await tabHide(emma, true);
    await sendText(sofia, 'Este mensaje no suena.');
    const group = await sofia.evaluate(async () => {
      const users = (await (await fetch('/api/users')).json()) as Array<{
        id: string;
        username: string;
      }>;
      const emmaId = users.find((u) => u.username === 'emma')!.id;
      const me = (await (await fetch('/api/session')).json()) as { user: { id: string } };
      const created = (await (
        await fetch('/api/conversations', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ participants: [emmaId], name: 'Viaje' }),
        })
      ).json()) as Conversation;
      const sent = await fetch('/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          conversationId: created.id,
          senderId: me.user.id,
          content: 'Hola a todos',
        }),
      });
      if (!sent.ok) throw new Error(`send: ${sent.status}`);
      return created;
    });
    await expect
      .poll(async () => (await notices(emma)).map((n) => n.tag), { timeout: SHOWN_MS })
      .toContain(`chat-${group.id}`);
    const all = await notices(emma);
    expect(all.filter((n) => n.tag === `chat-${direct}`)).toHaveLength(1);
    // In a group, the group is the title and the sender's first name leads the line.
    const groupNote = all.find((n) => n.tag === `chat-${group.id}`)!;
    expect(groupNote.title).toBe('Viaje');
    expect(
      groupNote.body.startsWith(
        says('en', 'conversations.previewSender', { name: 'Sofía', text: '' }).trim(),
      ),
    ).toBe(true);
  });

  it('should offer notifications in the chat list, never ask unprompted, and keep the offer closed once closed', async () => {
    const page = await stage.phone();
    let asked = 0;
    await page.exposeFunction('__asked', () => asked++);
    await page.addInitScript(() => {
      const real = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        (window as unknown as { __asked: () => void }).__asked();
        return real();
      };
    });
    await stage.signIn(page, 'emma');
    const banner = page.getByTestId('notifications-banner');
    await banner.waitFor();
    await expect
      .poll(() => banner.textContent())
      .toContain(says('en', 'notifications.bannerAction'));
    await noSeriousA11yIssues(page);
    await screenshots(page, 'notifications-banner');
    // Taps elsewhere ask nothing: the browser's question comes only from the button.
    await page.getByTestId('conversation-search').click();
    await page.keyboard.type('x');
    expect(asked).toBe(0);

    await page.getByTestId('notifications-banner-on').click();
    await expect.poll(() => asked).toBe(1);

    // Another device: closed, the offer stays closed there, reload or not.
    const other = await stage.phone();
    await stage.signIn(other, 'emma');
    const offer = other.getByTestId('notifications-banner');
    await offer.waitFor();
    await other.getByTestId('notifications-banner-close').click();
    await offer.waitFor({ state: 'detached' });
    await other.reload();
    await other.getByTestId('conversation-rows').waitFor();
    await expect.poll(() => offer.count()).toBe(0);
  });
});
