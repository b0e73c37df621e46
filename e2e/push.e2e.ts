import type { Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, PushKey, PushNotice, User } from '../src/protocol';
import { PushServiceStandin } from '../src/server/testing/push-service-standin';
import { says } from './catalog';
import { e2eStage } from './harness';

/**
 * Web Push (issue 31): a push received with the page closed. Emma's browser has the app's worker
 * and has allowed notifications; she closes the page; Sofía writes to her in Spanish; the server
 * pushes, and Emma's worker shows the line she would read, in English, which opens the chat.
 *
 * Two parts are stand-ins, because this machine reaches no push service: the push service itself
 * (`PushServiceStandin`, written from RFC 8030/8291/8292: it checks the VAPID signature and
 * decrypts each push with the subscription's keys, as a browser would), whose subscription is
 * registered for Emma through the API in place of `pushManager.subscribe` (which needs the
 * browser vendor's service); and the last hop, push service to browser, done by handing the
 * exact bytes the stand-in decrypted to Emma's worker with the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`), which fires the worker's real `push` event. A headless
 * browser has no system notification to click: the click is the worker's `notificationclick`
 * event, dispatched in the worker with the notification it showed.
 */

const standin = new PushServiceStandin();
// Before the stage's own beforeAll, which builds the server with the stand-in's agent.
beforeAll(async () => {
  await standin.start();
});
afterAll(async () => {
  await standin.close();
});

const stage = e2eStage({
  server: {
    // Read when the server is built (after the stand-in started): its loopback endpoints are
    // accepted and pushes go through a connection that trusts its certificate alone.
    get pushLocalService() {
      return { agent: standin.agent };
    },
  },
});

/** Sofía's words; Apertium translates them for Emma with 'house' in them. */
const WORDS = 'La casa es muy grande y tiene un jardín bonito.';

interface Shown {
  title: string;
  body: string;
  tag: string;
  lang: string;
  dir: string;
  data: { url?: string } | null;
}

/** The worker's global scope, as the DOM typings of these files do not know it. */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

/**
 * A browser of `username`'s with the app's worker, notifications allowed and the stand-in's
 * subscription registered for them, whose app page is then closed: they have no socket. What
 * stays is a blank page of the same profile, for the DevTools session that reaches the worker.
 */
async function subscribedAndClosed(username: string) {
  const page = await stage.phone(undefined, { serviceWorkers: 'allow' });
  const context = page.context();
  await context.grantPermissions(['notifications'], { origin: stage.url });
  await stage.signIn(page, username);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${stage.url}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  // The browser subscribes (the stand-in's subscription, made for the server's key).
  const { publicKey } = await page.evaluate(
    async () => (await (await fetch('/api/push/key')).json()) as PushKey,
  );
  const { id, subscription } = standin.subscriptionCreate({ applicationServerKey: publicKey });
  const stored = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/push/subscriptions', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    subscription,
  );
  expect(stored).toBe(204);
  await page.close();

  const pushes = () => standin.received.filter((r) => r.subscriptionId === id);
  return {
    context,
    /** What the push service took for this browser, decrypted with its keys. */
    pushes,
    /** Hands the bytes the push service took to the worker, as its push event. */
    async deliver(text: string) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: stage.url,
        registrationId,
        data: text,
      });
      return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    },
  };
}

/** The notifications the worker shows now. */
function shownBy(worker: Worker): Promise<Shown[]> {
  return worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map((n): Shown => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      lang: n.lang,
      dir: n.dir,
      data: n.data as Shown['data'],
    })),
  );
}

/** Sofía's page, once `username` is offline everywhere, with the ids of the people. */
async function sofiaWhenOffline(username: string) {
  const sofia = await stage.phone();
  await stage.signIn(sofia, 'sofia');
  const people = () =>
    sofia.evaluate(async () => (await (await fetch('/api/users')).json()) as User[]);
  await expect
    .poll(async () => (await people()).find((u) => u.username === username)?.status)
    .toBe('offline');
  return { sofia, people: await people() };
}

describe('web push', () => {
  it('should show a push received with the page closed, in the words its reader reads, and open the chat', async () => {
    const emma = await subscribedAndClosed('emma');
    const { sofia } = await sofiaWhenOffline('emma');
    const direct = await sofia.evaluate(async (content) => {
      const users = (await (await fetch('/api/users')).json()) as User[];
      const emmaId = users.find((u) => u.username === 'emma')!.id;
      const me = (await (await fetch('/api/session')).json()) as { user: { id: string } };
      const chat = (await (
        await fetch('/api/conversations', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ participants: [emmaId] }),
        })
      ).json()) as Conversation;
      const sent = await fetch('/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ conversationId: chat.id, senderId: me.user.id, content }),
      });
      if (!sent.ok) throw new Error(`send: ${sent.status}`);
      return chat.id;
    }, WORDS);

    await expect.poll(() => emma.pushes().length, { timeout: 15_000 }).toBe(1);
    const [push] = emma.pushes();
    const notice = push!.payload as Extract<PushNotice, { type: 'message' }>;
    expect(notice).toMatchObject({
      type: 'message',
      conversationId: direct,
      language: 'en',
      senderName: 'Sofía García',
      chatName: null,
    });
    expect(notice.body!.toLowerCase()).toContain('house');

    const worker = await emma.deliver(push!.text);
    await expect.poll(async () => (await shownBy(worker)).length).toBe(1);
    expect((await shownBy(worker))[0]).toEqual({
      title: 'Sofía García',
      body: notice.body,
      tag: `chat-${direct}`,
      lang: 'en',
      dir: 'ltr',
      data: { url: `/chat?c=${encodeURIComponent(direct)}` },
    });

    // A tap takes the app to the chat: here a page of Emma's on her chat list.
    const again = await emma.context.newPage();
    await again.goto(`${stage.url}/`);
    await again.getByTestId('conversation-list').waitFor();
    await again.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [n] = await scope.registration.getNotifications();
      try {
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: n! }));
      } catch {
        // waitUntil refuses an event made by a script; the handler's work has started anyway.
      }
    });
    await expect
      .poll(() => again.getByTestId('chat-view').getAttribute('data-conversation-id'), {
        timeout: 15_000,
      })
      .toBe(direct);
    // Opened, it is no longer shown.
    expect(await shownBy(worker)).toEqual([]);
  });

  it("should word a mention in a group in the reader's own language, right to left in Arabic", async () => {
    const layla = await subscribedAndClosed('layla');
    const { sofia, people } = await sofiaWhenOffline('layla');
    const laylaId = people.find((u) => u.username === 'layla')!.id;
    const words = '¿Vienes mañana?';
    const group = await sofia.evaluate(
      async ({ laylaId, words }) => {
        const me = (await (await fetch('/api/session')).json()) as { user: { id: string } };
        const chat = (await (
          await fetch('/api/conversations', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ participants: [laylaId], name: 'Viaje' }),
          })
        ).json()) as Conversation;
        const sent = await fetch('/api/messages', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            conversationId: chat.id,
            senderId: me.user.id,
            content: words,
            mentions: [laylaId],
          }),
        });
        if (!sent.ok) throw new Error(`send: ${sent.status}`);
        return chat.id;
      },
      { laylaId, words },
    );
    await expect.poll(() => layla.pushes().length, { timeout: 15_000 }).toBe(1);
    const push = layla.pushes()[0]!;
    const notice = push.payload as Extract<PushNotice, { type: 'message' }>;
    expect(notice).toMatchObject({ language: 'ar', mentioned: true, chatName: 'Viaje' });
    const worker = await layla.deliver(push.text);
    await expect.poll(async () => (await shownBy(worker)).length).toBe(1);
    expect((await shownBy(worker))[0]).toEqual({
      title: says('ar', 'mentions.noticeTitle', { chat: 'Viaje' }),
      body: says('ar', 'conversations.previewSender', { name: 'Sofía', text: notice.body! }),
      tag: `chat-${group}`,
      lang: 'ar',
      dir: 'rtl',
      data: { url: `/chat?c=${encodeURIComponent(group)}` },
    });
  });
});
