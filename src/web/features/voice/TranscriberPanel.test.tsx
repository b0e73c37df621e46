import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TRANSCRIBER_LANGUAGES } from '../../../lang/languages';
import { inEnglish } from '../../i18n/testing';
import type { TranscriberState } from './transcriber';
import { TranscriberPanel } from './TranscriberPanel';

const state: TranscriberState = {
  supported: true,
  status: 'idle',
  permission: 'unknown',
  error: null,
  target: 'es',
  finalText: '',
  interimText: '',
  translatedText: '',
  translating: false,
};

function options(available?: (code: string) => boolean): string[] {
  const html = renderToStaticMarkup(
    inEnglish(
      <TranscriberPanel
        state={state}
        languages={TRANSCRIBER_LANGUAGES}
        available={available}
        onTarget={() => undefined}
        onStart={() => undefined}
        onStop={() => undefined}
        onClear={() => undefined}
      />,
    ),
  );
  return [...html.matchAll(/<option [^>]*>[^<]*<\/option>/g)].map((m) => m[0]);
}

describe('TranscriberPanel target picker', () => {
  it('should list the first 20 languages, every one pickable while the engine has not said', () => {
    const all = options();
    expect(all).toHaveLength(20);
    expect(all.some((o) => o.includes('disabled'))).toBe(false);
  });

  it('should mark the targets the engine cannot reach, keeping the one that is set', () => {
    const all = options((code) => code === 'fr');
    expect(all).toHaveLength(20);
    const open = all.filter((o) => !o.includes('disabled'));
    expect(open.map((o) => /value="([^"]+)"/.exec(o)![1])).toEqual(['es', 'fr']);
    expect(all.find((o) => o.includes('value="de"'))).toContain('🇩🇪 German (unavailable)');
  });

  it('should speak English from the catalog', () => {
    const html = renderToStaticMarkup(
      inEnglish(
        <TranscriberPanel
          state={state}
          languages={TRANSCRIBER_LANGUAGES}
          onTarget={() => undefined}
          onStart={() => undefined}
          onStop={() => undefined}
          onClear={() => undefined}
        />,
      ),
    );
    expect(html).toContain('Translate to');
    expect(html).toContain('Tap the microphone and start speaking');
    expect(html).toContain('aria-label="Start listening"');
  });
});
