import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Message } from '../src/protocol';
import { says } from './catalog';
import { chatFromNewMessage } from './chat-steps';
import { e2eStage, postMessages, sendText } from './harness';
import { SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Issue 31, replies: a reply quotes the message it answers (its author, its words in the
 * reader's language); a tap on the quote goes to it, loading older pages; an unsent original
 * says 'Message unavailable', live. Emma answers from the menu with the reply bar above her
 * composer.
 */

const stage = e2eStage();

/** Sends as the page's user through the API: a reply when `replyTo` is given. */
async function post(page: Page, conversationId: string, content: string, replyTo?: string) {
  return page.evaluate(
    async (body) => {
      const me = ((await (await fetch('/api/session')).json()) as { user: { id: string } }).user.id;
      const res = await fetch('/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, senderId: me }),
      });
      return (await res.json()) as Message;
    },
    { conversationId, content, ...(replyTo ? { replyTo } : {}) },
  );
}

const chatId = async (page: Page) =>
  (await page.getByTestId('chat-view').getAttribute('data-conversation-id'))!;

describe('replies', () => {
  it('should quote, jump to an old original, answer from the menu, and say when the original is gone', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    const conversationId = await chatId(sofia);
    const first = await post(sofia, conversationId, 'El perro es grande');
    // Seventy more: Emma's chat opens far below the first.
    await postMessages(
      sofia,
      conversationId,
      'u-sofia',
      Array.from({ length: 70 }, (_, i) => `Mensaje ${i + 1}`),
    );
    const reply = await post(sofia, conversationId, 'Y el gato también', first.id);
    expect(reply.replyTo).toBe(first.id);

    // Emma opens the chat again: the reply quotes Sofía's first message, in English.
    await emma.reload();
    await stage.liveReady(emma);
    const replyBubble = emma.locator(`[data-testid=message-bubble][data-seq="${reply.seq}"]`);
    const quote = replyBubble.getByTestId('reply-quote');
    await expect.poll(() => quote.getByTestId('reply-quote-text').textContent()).toMatch(/dog/i);
    await expect.poll(() => quote.textContent()).toContain('Sofía García');
    expect(
      await emma.locator(`[data-testid=message-bubble][data-seq="${first.seq}"]`).count(),
    ).toBe(0);

    // A tap goes to it: older pages load until it is there, highlighted.
    await quote.click();
    const original = emma.locator(`[data-testid=message-bubble][data-seq="${first.seq}"]`);
    await expect.poll(() => original.getAttribute('data-highlighted')).toBe('true');
    expect(await original.isVisible()).toBe(true);

    // Emma answers Sofía's reply from its menu.
    await emma.goto(emma.url());
    await stage.liveReady(emma);
    await emma
      .getByTestId('message-row')
      .filter({ has: emma.locator(`[data-seq="${reply.seq}"]`) })
      .getByTestId('message-menu-button')
      .click();
    await emma.getByTestId('message-menu-reply').click();
    const bar = emma.getByTestId('reply-bar');
    await expect
      .poll(() => bar.textContent())
      .toContain(says('en', 'chat.replyingTo', { name: 'Sofía García' }));
    await expect.poll(() => bar.getByTestId('reply-quote-text').textContent()).toMatch(/cat/i);
    await settled(emma);
    await noSeriousA11yIssues(emma);
    await emma.screenshot({ path: `${SCREENS}/reply-bar-en.png` });
    await sendText(emma, 'Both are lovely');
    await expect.poll(() => bar.count()).toBe(0);

    // Stored as a reference to Sofía's reply, and shown on both sides.
    const mine = emma.getByTestId('message-bubble').filter({ hasText: 'Both are lovely' });
    await expect.poll(() => mine.getAttribute('data-state')).toBe('sent');
    await expect
      .poll(() => mine.getByTestId('reply-quote').getAttribute('data-reply-to'))
      .toBe(reply.id);
    const hers = sofia
      .getByTestId('message-bubble')
      .filter({ hasText: /lovely|encantadores|preciosos|Ambos/i })
      .last();
    await expect
      .poll(() => hers.getByTestId('reply-quote').textContent())
      .toContain(says('es', 'chat.replyYou'));
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/reply-en.png` });

    // Sofía unsends the message Emma answered: Emma's quote says so, live.
    const unsent = await sofia.evaluate(
      async (id) =>
        (
          await fetch(`/api/messages/${id}`, {
            method: 'DELETE',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userId: 'u-sofia' }),
          })
        ).status,
      reply.id,
    );
    expect(unsent).toBe(200);
    await expect
      .poll(() => mine.getByTestId('reply-quote').textContent())
      .toBe(says('en', 'chat.replyUnavailable'));
  });

  it('should lay the reply bar and the quote out right to left in Arabic, and cancel with Escape', async () => {
    const layla = await chatFromNewMessage(stage, await stage.phone(), 'layla', 'emma');
    await sendText(layla, 'هل نلتقي غدا؟');
    const row = layla.getByTestId('message-row').filter({ hasText: 'هل نلتقي غدا؟' });
    await row.getByTestId('message-menu-button').click();
    await layla.getByTestId('message-menu-reply').click();
    const bar = layla.getByTestId('reply-bar');
    await expect.poll(() => bar.textContent()).toContain(says('ar', 'chat.replyingToSelf'));
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/reply-bar-ar.png` });
    await layla.keyboard.press('Escape');
    await expect.poll(() => bar.count()).toBe(0);
    await row.getByTestId('message-menu-button').click();
    await layla.getByTestId('message-menu-reply').click();
    await sendText(layla, 'نعم، في العاشرة');
    const answer = layla.getByTestId('message-bubble').filter({ hasText: 'في العاشرة' });
    await expect
      .poll(() => answer.getByTestId('reply-quote-text').textContent())
      .toBe('هل نلتقي غدا؟');
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/reply-ar.png` });
  });
});
