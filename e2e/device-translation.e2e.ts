import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { chatFromNewMessage } from './chat-steps';
import { befriend } from './friend-steps';
import { e2eStage, sendText } from './harness';
import { SCREENS, noSeriousA11yIssues, screenshots, settled, toastClose } from './screens';
import type { StandInOptions } from './translator-standin';
import { NO_TRANSLATOR, standInScript } from './translator-standin';

/**
 * Issue 30: where the server's engine (Apertium on a default install) cannot translate a pair,
 * the reader's own browser does, through its Translator API (here the stand-in in
 * `translator-standin.ts`): after one tap downloads the pack, with its progress; labelled; in
 * the bubble and the list; kept in the browser so a reload translates nothing again.
 */

const stage = e2eStage();

const BOOK = {
  'en ja': {
    'Good morning': 'おはようございます',
    'is the app we use': 'は私たちが使うアプリです',
  },
  'en ar': { 'Good morning': 'صباح الخير' },
};

function withTranslator(options: Partial<StandInOptions> = {}): string {
  const all: StandInOptions = {
    pairs: { 'en ja': 'downloadable', 'en ar': 'downloadable' },
    phrasebook: BOOK,
    ...options,
  };
  return standInScript(all);
}

/** What the model was given in this tab, whatever page of it. */
async function sentToModel(page: Page): Promise<string[]> {
  return JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('translator-standin:sent'))) ?? '[]',
  ) as string[];
}

/** What the stand-in has translated in this page so far. */
function translatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __translatorStandIn: { texts: string[] } }).__translatorStandIn.texts,
  );
}

/** Emma's phone, in her chat with `username`, live. */
async function emmaChatWith(username: string): Promise<Page> {
  return chatFromNewMessage(stage, await stage.phone(), 'emma', username);
}

/** Emma writes to Yuki, then closes her phone. */
async function emmaWrites(...texts: string[]): Promise<void> {
  const emma = await emmaChatWith('yuki');
  for (const text of texts) await sendText(emma, text);
  await emma.context().close();
}

/** Signs in (unless `username` is null: already signed in here) and opens the chat with Emma. */
async function chatWithEmma(page: Page, username: string | null): Promise<void> {
  if (username) await stage.signIn(page, username);
  else await page.goto(`${stage.url}/`);
  await page
    .locator('[data-testid=conversation-row][data-name="Emma Johnson"]:not([data-demo])')
    .click();
  await stage.liveReady(page);
}

function bubbleAt(page: Page, index: number): Locator {
  return page.getByTestId('message-bubble').nth(index);
}

describe('translation on the reader’s device', () => {
  it('should download the pack after a tap, translate, label, list and keep it', async () => {
    await emmaWrites('Good morning');
    const yuki = await stage.phone(withTranslator());
    await chatWithEmma(yuki, 'yuki');
    const bubble = bubbleAt(yuki, 0);

    // The server cannot do English → Japanese: unavailable, with the download a tap away.
    await bubble.getByTestId('translation-unavailable').waitFor();
    const download = bubble.getByTestId('translation-pack-download');
    await expect.poll(() => download.textContent()).toBe(says('ja', 'translate.packOffer'));
    await settled(yuki);
    await yuki.screenshot({ path: `${SCREENS}/device-pack-offer-ja.png` });
    await download.click();
    await bubble.getByTestId('translation-pack-progress').waitFor();
    await expect
      .poll(() => bubble.getByTestId('message-text').textContent())
      .toBe('おはようございます');
    await expect
      .poll(() => bubble.getByTestId('translated-on-device').textContent())
      .toBe(says('ja', 'translate.onDevice'));
    await expect.poll(() => bubble.getByTestId('translation-unavailable').count()).toBe(0);
    await toastClose(yuki);
    await screenshots(yuki, 'device-translation-ja', true);
    await noSeriousA11yIssues(yuki);

    // The list shows the same words.
    await yuki.goto(`${stage.url}/`);
    const row = yuki.locator(
      '[data-testid=conversation-row][data-name="Emma Johnson"]:not([data-demo])',
    );
    await expect.poll(() => row.textContent()).toContain('おはようございます');

    // A reload: the pack is on the device and the translation in the browser's cache.
    await chatWithEmma(yuki, null);
    await expect
      .poll(() => bubbleAt(yuki, 0).getByTestId('message-text').textContent())
      .toBe('おはようございます');
    expect(await translatedTexts(yuki)).toEqual([]);
  });

  it('should keep the reader’s do-not-translate words out of the device’s translator', async () => {
    const yuki = await stage.phone(withTranslator({ pairs: { 'en ja': 'available' } }));
    await stage.signIn(yuki, 'yuki');
    const saved = await yuki.evaluate(
      async () =>
        (
          await fetch('/api/users/u-yuki/no-translate', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ words: ['Allo'] }),
          })
        ).status,
    );
    expect(saved).toBe(200);
    // Saved elsewhere (another device, say): this page reads the words when it next loads.
    await yuki.reload();
    await emmaWrites('Allo is the app we use');
    await chatWithEmma(yuki, null);
    const bubble = yuki
      .getByTestId('message-bubble')
      .filter({ has: yuki.getByTestId('translated-on-device') })
      .filter({ hasText: 'アプリ' });
    await expect
      .poll(() => bubble.getByTestId('message-text').textContent())
      .toBe('Allo は私たちが使うアプリです');
    const sent = await sentToModel(yuki);
    expect(sent).toContain('is the app we use');
    expect(sent.join('\n')).not.toContain('Allo');
  });

  it('should say a failed download failed and offer it again', async () => {
    const yuki = await stage.phone(withTranslator({ failDownloads: true }));
    await chatWithEmma(yuki, 'yuki');
    const bubble = yuki.getByTestId('message-bubble').filter({ hasText: 'Good morning' }).first();
    await bubble.getByTestId('translation-pack-download').click();
    await expect
      .poll(() => bubble.getByTestId('translation-pack-failed').textContent())
      .toBe(says('ja', 'translate.packFailed'));
    await expect
      .poll(() => bubble.getByTestId('translation-pack-download').textContent())
      .toBe(says('ja', 'translate.packRetry'));
    expect(await bubble.getByTestId('translated-on-device').count()).toBe(0);
  });

  it('should say what would translate it where the browser has no translator', async () => {
    // As Firefox, Safari or a phone: this Chromium has the API (with no packs to download).
    const yuki = await stage.phone(NO_TRANSLATOR);
    await chatWithEmma(yuki, 'yuki');
    const bubble = yuki.getByTestId('message-bubble').filter({ hasText: 'Good morning' }).first();
    await bubble.getByTestId('translation-unavailable').waitFor();
    await expect
      .poll(() => bubble.getByTestId('translation-hint').textContent())
      .toBe(says('ja', 'translate.hintBrowser'));
    expect(await bubble.getByTestId('translation-pack-download').count()).toBe(0);
    expect(await bubble.getByTestId('message-text').textContent()).toBe('Good morning');
  });

  it('should translate for an Arabic reader, right to left', async () => {
    const emma = await emmaChatWith('layla');
    await sendText(emma, 'Good morning');
    const layla = await stage.phone(withTranslator());
    await chatWithEmma(layla, 'layla');
    const bubble = bubbleAt(layla, 0);
    await bubble.getByTestId('translation-pack-download').click();
    await expect.poll(() => bubble.getByTestId('message-text').textContent()).toBe('صباح الخير');
    await expect
      .poll(() => bubble.getByTestId('translated-on-device').textContent())
      .toBe(says('ar', 'translate.onDevice'));
    expect(await layla.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await toastClose(layla);
    await screenshots(layla, 'device-translation-ar', true);

    // Translation Settings says how English reaches her: through this device now.
    await layla.getByTestId('translation-settings-button').click();
    const routes = layla.getByTestId('translation-routes');
    await expect
      .poll(() => routes.getByTestId('translation-route-en').getAttribute('data-route'))
      .toBe('device');
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/device-routes-ar.png`, fullPage: true });
  });

  it('should map in Translation Settings how each contact’s language reaches the reader', async () => {
    // Emma reads English; Yuki's Japanese is on her device, Layla's Arabic a download away.
    const emma = await stage.phone(
      standInScript({ pairs: { 'ja en': 'available', 'ar en': 'downloadable' } }),
    );
    await stage.signIn(emma, 'emma');
    await emma
      .locator('[data-testid=conversation-row][data-name="Yuki Tanaka"]:not([data-demo])')
      .click();
    await stage.liveReady(emma);
    await emma.getByTestId('translation-settings-button').click();
    const routes = emma.getByTestId('translation-routes');
    const route = (lang: string) =>
      routes.getByTestId(`translation-route-${lang}`).getAttribute('data-route');
    await expect.poll(() => route('ja')).toBe('device');
    await expect.poll(() => route('ar')).toBe('download');
    await expect
      .poll(() =>
        routes.getByTestId('translation-route-ar').getByTestId('translation-route').textContent(),
      )
      .toBe(says('en', 'translation-settings.routeDownload'));
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/device-routes-en.png`, fullPage: true });
    await noSeriousA11yIssues(emma);
    // Its download, from here, turns the row into this device.
    await routes.getByTestId('translation-pack-download').click();
    await expect.poll(() => route('ar')).toBe('device');
  });

  it("should translate a friend's status on the device, after the pack's download", async () => {
    const emma = await stage.phone();
    const yuki = await stage.phone(withTranslator());
    await stage.signIn(emma, 'emma');
    await stage.signIn(yuki, 'yuki');
    await befriend(emma, yuki, 'u-yuki');
    const posted = await emma.evaluate(async () => {
      const res = await fetch('/api/status-updates', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ content: 'Good morning' }),
      });
      return ((await res.json()) as { id: string }).id;
    });
    await yuki.getByTestId('nav-status').click();
    const card = yuki.locator(`[data-testid=status-card][data-status-id="${posted}"]`);
    // The server cannot do English → Japanese; the card offers the device's pack.
    await card.getByTestId('translation-unavailable').waitFor();
    await card.getByTestId('translation-pack-download').click();
    await expect
      .poll(() => card.getByTestId('status-content').textContent())
      .toBe('おはようございます');
    await expect
      .poll(() => card.getByTestId('translated-on-device').textContent())
      .toBe(says('ja', 'translate.onDevice'));
    // Show original, and back.
    await card.getByTestId('translation-toggle').click();
    await expect.poll(() => card.getByTestId('status-content').textContent()).toBe('Good morning');
    await card.getByTestId('translation-toggle').click();
    await settled(yuki);
    await yuki.screenshot({ path: `${SCREENS}/device-status-ja.png` });
  });

  it("should check an Arabic writer's message on her device before she sends it", async () => {
    const layla = await stage.phone(
      standInScript({
        pairs: { 'ar en': 'downloadable', 'en ar': 'downloadable' },
        phrasebook: {
          'ar en': { 'أراك غدا': 'See you tomorrow' },
          'en ar': { 'See you tomorrow': 'أراك غدا' },
        },
      }),
    );
    await chatFromNewMessage(stage, layla, 'layla', 'emma');
    await layla.getByTestId('compose-preview-toggle').click();
    const panel = layla.getByTestId('compose-preview');
    await layla.getByTestId('message-input').fill('أراك غدا');
    // The server has no Arabic: the panel says so, with the device's pack a tap away.
    await panel.getByTestId('compose-preview-error').waitFor();
    await panel.getByTestId('translation-pack-download').click();
    await expect
      .poll(() => panel.getByTestId('compose-preview-translation').textContent())
      .toBe('See you tomorrow');
    // The way back goes through the device too, once its own pack is in.
    await panel
      .getByTestId('compose-preview-back')
      .getByTestId('translation-pack-download')
      .click();
    await expect
      .poll(() => panel.getByTestId('compose-preview-back').textContent())
      .toBe('أراك غدا');
    await expect
      .poll(() => panel.getByTestId('compose-preview-on-device').textContent())
      .toBe(says('ar', 'translate.onDevice'));
    // A draft is never kept in the browser's cache (Emma's earlier message may be).
    const kept = await layla.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('allo-device-translations');
          open.onsuccess = () => {
            const db = open.result;
            const [name] = Array.from(db.objectStoreNames);
            if (!name) return resolve('');
            const all = db.transaction(name).objectStore(name).getAll();
            all.onsuccess = () => resolve(JSON.stringify(all.result));
          };
          open.onerror = () => resolve('');
        }),
    );
    expect(kept).not.toContain('أراك');
    expect(kept).not.toContain('See you tomorrow');
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/device-compose-ar.png` });
  });
});
