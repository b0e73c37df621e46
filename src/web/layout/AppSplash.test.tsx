import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppSplash } from './AppSplash';

/** Markup with the layout whitespace between and around tags left out (as formatters lay it). */
const squeezed = (html: string) => html.replace(/\s+/g, ' ').replace(/\s*([<>])\s*/g, '$1');

describe('AppSplash', () => {
  it('should be what index.html paints first, inside the root the app renders into', () => {
    const index = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const root = squeezed(index).match(/<div id="root">(.*?)<\/div><script/);
    const splash = squeezed(renderToStaticMarkup(<AppSplash />));
    expect(root?.[1]?.replace(/<!--.*?-->/, '')).toBe(splash);
  });

  it('should be hidden from screen readers', () => {
    expect(renderToStaticMarkup(<AppSplash />)).toMatch(
      /^<div class="app-splash" aria-hidden="true">/,
    );
  });
});
