import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eStage, storedMessages } from './harness';
import { screenshots } from './screens';

/**
 * Hostile text is shown as text: what someone writes as markup, a script URL or a template is
 * never run or turned into elements on the reader's page, in a bubble, a name or a bio. A
 * translation keeps the markup exactly as written and translates the words around it.
 */

/** Live delivery plus one batched translation call. */
const SHOWN_MS = 5_000;
/** A pair no test has used yet starts its Apertium pipeline first (see translation.e2e.ts). */
const NEW_PAIR_MS = 20_000;

/** Each of them sets `window.__pwned` if it ever runs. */
const HOSTILE = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  'javascript:window.__pwned=1',
  "{{constructor.constructor('window.__pwned=1')()}}",
  // Right-to-left override over a long text: shown reversed, as the writer meant, never as code.
  `\u202E${'<b>txet desrever</b> '.repeat(150).trimEnd()}`,
  // Zero-width space, non-joiner, joiner, word joiner and byte order mark inside the words.
  'zero\u200bwidth\u200c<i\u200d>x</i>\u2060&lt;\ufeffend',
];

const stage = e2eStage();

/** Types `text` into the composer exactly, sends it, and gives the seq the server stored it at. */
async function sendExact(page: Page, text: string): Promise<number> {
  await page.getByTestId('message-input').fill(text);
  await page.getByTestId('send-button').click();
  let seq = 0;
  await expect
    .poll(async () => {
      seq = (await storedMessages(page)).find((m) => m.content === text)?.seq ?? 0;
      return seq;
    })
    .toBeGreaterThan(0);
  return seq;
}

function bubbleText(page: Page, seq: number) {
  return page.locator(`[data-testid=message-bubble][data-seq="${seq}"] [data-testid=message-text]`);
}

/** Elements that markup in a message could have made, anywhere in the chat's bubbles. */
function madeElements(page: Page) {
  return page
    .locator(
      '[data-testid=message-bubble] :is(img, script, iframe, object, embed, a), [data-testid=message-text] *',
    )
    .count();
}

/** What a script in a message would have set. */
function pwned(page: Page) {
  return page.evaluate(() => (window as { __pwned?: unknown }).__pwned);
}

/** Switches off the chat's automatic translation (on by default), and waits until it shows off. */
async function autoTranslateOff(page: Page): Promise<void> {
  await page.getByTestId('translation-settings-button').click();
  const dialog = page.getByTestId('translation-settings-dialog');
  const toggle = dialog.getByTestId('auto-translate-switch');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** Nothing ran on any of the pages, no dialog opened, and no element was made in a bubble. */
async function nothingRan(pages: Page[], dialogs: string[]): Promise<void> {
  for (const page of pages) {
    await expect.poll(() => pwned(page)).toBeUndefined();
    await expect.poll(() => madeElements(page)).toBe(0);
  }
  expect(dialogs).toEqual([]);
}

describe('hostile text', () => {
  let emma: Page;
  let sofia: Page;
  const dialogs: string[] = [];

  it('should keep markup exactly as written when a message is translated', async () => {
    ({ emma, sofia } = await stage.twoPhonesInTheChat());
    for (const page of [emma, sofia]) page.on('dialog', (d) => void dialogs.push(d.message()));

    // Emma writes English with markup, Sofía reads Spanish: the words translated, the markup not.
    const english = '<img src=x onerror="window.__pwned=1"> The cat is <b>black</b> &lt;3';
    const spanish = '<img src=x onerror="window.__pwned=1"> El gato es <b>negro</b> &lt;3';
    const seq = await sendExact(emma, english);
    const translated = bubbleText(sofia, seq);
    await expect.poll(() => translated.getAttribute('lang'), { timeout: NEW_PAIR_MS }).toBe('es');
    await expect.poll(() => translated.textContent(), { timeout: SHOWN_MS }).toBe(spanish);
    await expect.poll(() => bubbleText(emma, seq).textContent()).toBe(english);

    // With automatic translation off, the original comes back exactly.
    await autoTranslateOff(sofia);
    await expect.poll(() => translated.textContent(), { timeout: SHOWN_MS }).toBe(english);
    await nothingRan([emma, sofia], dialogs);
  });

  it('should show every hostile message exactly as text on both pages', async () => {
    for (const text of HOSTILE) {
      const seq = await sendExact(emma, text);
      await expect
        .poll(() => bubbleText(sofia, seq).textContent(), { timeout: SHOWN_MS })
        .toBe(text);
      await expect.poll(() => bubbleText(emma, seq).textContent()).toBe(text);
    }
    await nothingRan([emma, sofia], dialogs);
    await screenshots(sofia, 'hostile-strings');
  });

  it('should show a hostile display name and bio as text', async () => {
    const name = '<img src=x onerror="window.__pwned=1">';
    const bio = '"><svg onload=window.__pwned=1> <script>window.__pwned=1</script>';
    // Set from Settings > Account on another of Emma's devices.
    const account = await stage.phone();
    account.on('dialog', (d) => void dialogs.push(d.message()));
    await stage.signIn(account, 'emma');
    await account.goto(stage.url + '/settings');
    await account.getByTestId('profile-display-name').fill(name);
    await account.getByTestId('profile-bio').fill(bio);
    await account.getByTestId('profile-save').click();
    await account.getByTestId('toast').filter({ hasText: 'Profile Updated' }).waitFor();

    await expect.poll(() => sofia.getByTestId('chat-title').textContent()).toBe(name);
    await sofia.getByTestId('chat-menu-button').filter({ visible: true }).click();
    await sofia.getByTestId('chat-menu-contact-info').click();
    const person = sofia.getByTestId('contact-info-dialog').getByTestId('contact-info-person');
    await person.waitFor();
    await expect.poll(() => person.locator('h3').textContent()).toBe(name);
    // The bio is the profile's first entry, before the language.
    await expect.poll(() => person.locator('dd').first().textContent()).toBe(bio);
    await expect
      .poll(() => person.locator(':is(script, svg, iframe, object, embed, a)').count())
      .toBe(0);
    // The only picture there is the avatar.
    await expect.poll(() => person.locator('img').count()).toBe(1);
    await sofia.keyboard.press('Escape');
    await nothingRan([emma, sofia, account], dialogs);
  });

  // Last: the links it makes are the only elements a message may make (madeElements above).
  it('should make http(s) addresses links that open apart, and script or data addresses never', async () => {
    const text =
      'Mira https://example.com/ruta?x=1&y=2 y javascript:window.__pwned=1 y data:text/html,<b>x</b>.';
    const seq = await sendExact(emma, text);
    for (const page of [sofia, emma]) {
      const shown = bubbleText(page, seq);
      await expect.poll(() => shown.textContent(), { timeout: SHOWN_MS }).toBe(text);
      const links = shown.locator('a');
      await expect.poll(() => links.count()).toBe(1);
      expect(await links.first().getAttribute('href')).toBe('https://example.com/ruta?x=1&y=2');
      expect(await links.first().getAttribute('target')).toBe('_blank');
      expect(await links.first().getAttribute('rel')).toBe('noopener noreferrer');
      expect(await shown.locator('a[href^="javascript"], a[href^="data"], b').count()).toBe(0);
    }
    await expect.poll(() => pwned(sofia)).toBeUndefined();
    await screenshots(sofia, 'message-links');
  });
});
