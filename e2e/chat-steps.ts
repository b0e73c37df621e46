import type { Page } from 'playwright-core';
import type { Stage } from './harness';

/**
 * `page` signed in as `me`, in the chat with `username` (started, or found, from New Message),
 * its live connection up.
 */
export async function chatFromNewMessage(
  stage: Stage,
  page: Page,
  me: string,
  username: string,
): Promise<Page> {
  await stage.signIn(page, me);
  await page.getByTestId('new-chat-button').click();
  await page.getByTestId('new-chat-message').click();
  await page.getByTestId(`pick-user-${username}`).click();
  await stage.liveReady(page);
  return page;
}
