import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './preload';

function Card({ text }: { text: string }) {
  return <p>{text}</p>;
}

const shown = (Component: ComponentType<{ text: string }>) =>
  renderToStaticMarkup(
    <Suspense fallback={<i>stand-in</i>}>
      <Component text="the card" />
    </Suspense>,
  );

describe('lazyPart', () => {
  it('should render an arrived part at once, without a turn of its stand-in', async () => {
    let imports = 0;
    const part = lazyPart(async () => {
      imports++;
      return { default: Card };
    });
    expect(part.isLoaded()).toBe(false);
    expect(shown(part.Component)).toContain('stand-in');

    await part.load();
    await part.load();
    expect(part.isLoaded()).toBe(true);
    expect(imports).toBe(1);
    // A part that is here renders in the same pass: no stand-in shown beside the hidden tree.
    const fresh = lazyPart(async () => ({ default: Card }));
    await fresh.load();
    expect(shown(fresh.Component)).toBe('<p>the card</p>');
  });

  it('should try a failed download again', async () => {
    let tries = 0;
    const part = lazyPart(async () => {
      if (++tries === 1) throw new Error('offline');
      return { default: Card };
    });
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.isLoaded()).toBe(false);
    await part.load();
    expect(part.isLoaded()).toBe(true);
    expect(tries).toBe(2);
  });
});
