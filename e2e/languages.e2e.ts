import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { NO_TRANSLATOR, standInScript } from './translator-standin';
import { e2eStage } from './harness';

/**
 * Every language on the list (issue 13): sign-up offers the whole list in a searchable picker,
 * and Translation Settings offers only the targets the server's engine (Apertium here) can do.
 */

const SIGNUP_SCREENSHOT = 'docs/screenshots/signup-language.png';
const SETTINGS_SCREENSHOT = 'docs/screenshots/translation-targets.png';

const stage = e2eStage();

/** The language the server holds for the page's signed-in user. */
const sessionLanguage = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/session', { credentials: 'include' });
    return res.ok ? ((await res.json()) as { user: { language: string } }).user.language : null;
  });

/** Opens sign-up and fills in the names; returns the username. */
async function fillSignup(page: Page, name: string): Promise<string> {
  await page.goto(`${stage.url}/signup`);
  const stamp = Date.now().toString(36);
  await page.getByTestId('signup-username').fill(`${name}_${stamp}`);
  await page.getByTestId('signup-display-name').fill(`${name} ${stamp}`);
  await page.getByTestId('signup-password').fill('correct horse');
  await page.getByTestId('signup-password-confirm').fill('correct horse');
  return `${name}_${stamp}`;
}

/** The values of a select's options, and which are disabled. */
const options = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('option')
    .evaluateAll((els) =>
      els.map((o) => ({
        value: (o as HTMLOptionElement).value,
        off: (o as HTMLOptionElement).disabled,
      })),
    );

describe('languages', () => {
  it('should offer the whole list at sign-up, found by native name, English name or code', async () => {
    const page = await stage.phone();
    await fillSignup(page, 'ana');
    const picker = page.getByTestId('signup-language');
    await expect.poll(() => picker.getAttribute('data-value')).toBe('en');
    await picker.click();
    const search = page.getByTestId('signup-language-search');
    await search.waitFor();
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThanOrEqual(95);

    // Accents aside: "portugues" finds both Portuguese entries, Brazil's by a later word too.
    await search.fill('portugues');
    await expect
      .poll(() => page.getByRole('option').evaluateAll((els) => els.map((e) => e.dataset.testid)))
      .toEqual(['language-option-pt', 'language-option-pt-BR']);
    await page.screenshot({ path: SIGNUP_SCREENSHOT });
    await search.fill('brasil');
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    await search.press('Enter');
    await expect.poll(() => picker.getAttribute('data-value')).toBe('pt-BR');
    await expect.poll(() => search.count()).toBe(0);

    await page.getByTestId('signup-submit').click();
    await page.getByTestId('conversation-list').waitFor();
    await expect.poll(() => sessionLanguage(page)).toBe('pt-BR');
  });

  it('should work from the keyboard alone, and take a language no engine translates', async () => {
    const page = await stage.phone();
    const username = await fillSignup(page, 'amani');
    await page.getByTestId('signup-language').focus();
    await page.keyboard.press('Enter');
    const search = page.getByTestId('signup-language-search');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('sw');
    // The code first: Swahili, then the names holding "sw" (Swedish...).
    await expect.poll(() => search.getAttribute('aria-activedescendant')).toMatch(/-sw$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('signup-language').getAttribute('data-value'))
      .toBe('sw');
    // Escape closes without a change.
    await page.getByTestId('signup-language').click();
    await search.fill('deutsch');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByTestId('signup-language').getAttribute('data-value'))
      .toBe('sw');

    await page.getByTestId('signup-submit').click();
    await page.getByTestId('conversation-list').waitFor();
    await expect.poll(() => sessionLanguage(page)).toBe('sw');
    // The identity picker shows her language by its name, not the English fallback: on her own
    // browser, signed out (no other browser lists her account, issue 27).
    await page.evaluate(async () => {
      await fetch('/api/session', { method: 'DELETE', credentials: 'include' });
      localStorage.removeItem('currentUserId');
    });
    await page.goto(`${stage.url}/`);
    await expect
      .poll(() => page.getByTestId(`identity-row-${username}`).textContent())
      .toContain('Swahili');
  });

  it('should offer in Translation Settings only the targets the engines can do', async () => {
    // In a browser without a translator of its own, the server's engine alone decides.
    const emma = await stage.phone(NO_TRANSLATOR);
    await stage.emmaChatWithSofia(emma);
    await emma.getByTestId('translation-settings-button').click();
    await emma.getByTestId('translation-settings-dialog').waitFor();
    // Apertium: English and Spanish, and French, Portuguese and Italian through Spanish.
    await expect
      .poll(() => options(emma, 'translation-target'))
      .toEqual(['en', 'es', 'fr', 'pt', 'it'].map((value) => ({ value, off: false })));
    await emma.screenshot({ path: SETTINGS_SCREENSHOT });

    // Lukas reads in German, which nothing here translates into: it shows, marked and not
    // selectable again, beside what can be chosen.
    const lukas = await stage.phone(NO_TRANSLATOR);
    await stage.signIn(lukas, 'lukas');
    await lukas.getByTestId('new-chat-button').click();
    await lukas.getByTestId('new-chat-message').click();
    await lukas.getByTestId('pick-user-sofia').click();
    await stage.liveReady(lukas);
    await lukas.getByTestId('translation-settings-button').click();
    await expect
      .poll(() => options(lukas, 'translation-target'))
      .toEqual([
        { value: 'en', off: false },
        { value: 'es', off: false },
        { value: 'fr', off: false },
        { value: 'de', off: true },
        { value: 'pt', off: false },
        { value: 'it', off: false },
      ]);
    await expect
      .poll(() => lukas.getByTestId('translation-target').locator('option[value=de]').textContent())
      .toContain(`(${says('de', 'translation-settings.unavailable')})`);

    // Where the browser translates English into Japanese (a pack away), Japanese is offered too.
    const withDevice = await stage.phone(standInScript({ pairs: { 'en ja': 'downloadable' } }));
    await stage.emmaChatWithSofia(withDevice);
    await withDevice.getByTestId('translation-settings-button').click();
    await expect
      .poll(() => options(withDevice, 'translation-target'))
      .toEqual(['en', 'es', 'fr', 'ja', 'pt', 'it'].map((value) => ({ value, off: false })));
  });
});
