import { describe, expect, it } from 'vitest';
import { typedDir } from './typed-dir';

describe('typedDir', () => {
  it('should let typed words choose their direction, and an empty box keep the app’s', () => {
    expect(typedDir('مرحبا Emma!')).toBe('auto');
    expect(typedDir('Hello مرحبا')).toBe('auto');
    expect(typedDir('')).toBeUndefined();
  });
});
