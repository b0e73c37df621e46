import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage } from './harness';
import { noSeriousA11yIssues, screenshots } from './screens';

/**
 * App Information (spec secondary 'App Information') shows the one version and build the build
 * was made with, and claims only what is true (no encryption over plain http); /channels (spec core 2: the messenger home, like
 * /) says what it is in its title.
 */

const stage = e2eStage();
const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

describe('app information', () => {
  it("should show the build's version and true features", async () => {
    const emma = await stage.phone();
    await stage.signIn(emma, 'emma');
    await emma.goto(`${stage.url}/app-info`);
    const page = emma.getByTestId('app-info-page');
    await page.waitFor();

    await expect.poll(() => emma.getByTestId('app-info-version').textContent()).toBe(VERSION);
    const build = (await emma.getByTestId('app-info-build').textContent())!;
    expect(build).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    expect(await emma.getByTestId('app-info-version-line').textContent()).toBe(
      `Version ${VERSION} (Build ${build})`,
    );
    expect(await emma.getByTestId('app-info-platform').textContent()).toBe('Web');
    // Last updated is the build's day, written in full.
    const day = new Date(`${build.replaceAll('.', '-')}T00:00:00Z`);
    expect(await emma.getByTestId('app-info-updated').textContent()).toBe(
      day.toLocaleDateString('en', { dateStyle: 'long', timeZone: 'UTC' }),
    );
    // The test server is plain http: the page says so and claims no encryption (issue 27.2).
    expect(stage.url).toMatch(/^http:/);
    await expect
      .poll(() => emma.getByTestId('app-info-feature').allTextContents())
      .toEqual([
        'Not encrypted: this connection uses plain HTTPOff',
        'Real-time messagingActive',
        'Group chatsActive',
        'Multi-language supportActive',
      ]);
    expect(await page.textContent()).not.toMatch(/end-to-end|Encrypted in transit/i);
    expect(await page.textContent()).toContain('All rights reserved.');
    // No settings screen offers a way to write to anyone: the page does not send people there.
    expect(await page.textContent()).not.toContain('through the app settings');
    await noSeriousA11yIssues(emma);
    await screenshots(emma, 'app-info', true);
  });

  it('should say in the title that /channels is the messenger home', async () => {
    const sofia = await stage.phone();
    await stage.signIn(sofia, 'sofia');
    await sofia.goto(`${stage.url}/channels`);
    const title = sofia.getByTestId('channels-title');
    await title.waitFor();
    await expect.poll(() => title.textContent()).toContain(says('es', 'channels.title'));
    await expect.poll(() => title.textContent()).toContain(says('es', 'channels.subtitle'));
    // It says it is the same list as Chats (naming that tab), not a list of channels.
    expect(says('es', 'channels.subtitle')).toContain(says('es', 'layout.chats'));
    // The list under it is the messenger's, and the Channels tab is the active one.
    await sofia.getByTestId('conversation-list').waitFor();
    await expect
      .poll(() =>
        sofia
          .getByRole('link', { name: says('es', 'layout.channels') })
          .getAttribute('aria-current'),
      )
      .toBe('page');
    // At / the same list is titled Chats.
    await sofia.goto(`${stage.url}/`);
    await sofia.getByTestId('conversation-list').waitFor();
    expect(await sofia.getByTestId('channels-title').count()).toBe(0);
    await sofia.goto(`${stage.url}/channels`);
    await title.waitFor();
    await noSeriousA11yIssues(sofia);
    await screenshots(sofia, 'channels', true);
    // One message to many people is a broadcast list: the screen leads there.
    await sofia.getByTestId('channels-broadcast-link').click();
    await expect.poll(() => new URL(sofia.url()).pathname).toBe('/broadcast');
  });
});
