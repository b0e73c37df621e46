import type { Page } from 'playwright-core';

/** A browser notification as the page made it. */
export interface Notice {
  title: string;
  body: string;
  tag: string;
  icon: string;
}

/**
 * Runs in the page before its scripts: a switchable `document.hidden` (a tab in the background,
 * which headless Chromium never is by itself), and a record of the notifications the page makes.
 * The real constructor still runs: only what it was given is kept for the test to read.
 */
export function hiddenTabWithNotices(): void {
  const w = window as unknown as { __hidden: boolean; __notes: unknown[] };
  w.__hidden = false;
  w.__notes = [];
  Object.defineProperty(document, 'hidden', { get: () => w.__hidden });
  Object.defineProperty(document, 'visibilityState', {
    get: () => (w.__hidden ? 'hidden' : 'visible'),
  });
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      w.__notes.push({ note: this, title, options });
    }
  }
  window.Notification = Recorded;
}

/** Sends the tab to the background (true) or brings it back, as the browser would say. */
export async function tabHide(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    (window as unknown as { __hidden: boolean }).__hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The notifications the page has made so far, oldest first. */
export async function notices(page: Page): Promise<Notice[]> {
  return page.evaluate(() =>
    (
      window as unknown as {
        __notes: Array<{ title: string; options?: NotificationOptions }>;
      }
    ).__notes.map((n) => ({
      title: n.title,
      body: n.options?.body ?? '',
      tag: n.options?.tag ?? '',
      icon: n.options?.icon ?? '',
    })),
  );
}

/** The notifier is loaded after the first screen: wait for it before anything should be told. */
export async function notifierLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('/Notifier')),
  );
}
