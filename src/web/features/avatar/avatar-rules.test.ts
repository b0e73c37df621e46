import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_STYLES } from '../../../protocol/avatar';
import { IMAGE_STYLES } from '../../../protocol';
import {
  AVATAR_STYLE_LOOK,
  avatarFileProblem,
  avatarPrompt,
  avatarUploadProblem,
} from './avatar-rules';

describe('avatar rules (secondary 3, 5, 8)', () => {
  it('should take a picture of any size (a phone photo over 5 MB) and refuse what is no picture', () => {
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(avatarFileProblem({ size: 8 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1, type: 'text/plain' })).toBe(
      'invalid_type',
    );
    expect(avatarFileProblem({ size: 10, type: 'application/pdf' })).toBe('invalid_type');
    expect(avatarFileProblem({ size: 10, type: '' })).toBe('invalid_type');
    expect(avatarFileProblem({ size: 10, type: 'image/heic' })).toBeNull();
  });

  it('should keep the 5 MB limit on what is uploaded (the square)', () => {
    expect(avatarUploadProblem({ size: 40_000 })).toBeNull();
    expect(avatarUploadProblem({ size: AVATAR_MAX_BYTES + 1 })).toBe('too_large');
  });

  it('should paint each of the four styles with one of the generator’s', () => {
    for (const style of AVATAR_STYLES)
      expect(IMAGE_STYLES).toContain(AVATAR_STYLE_LOOK[style].generator);
    expect(AVATAR_STYLE_LOOK.pixel.pixelCells).toBe(32);
  });

  it('should refuse a blank prompt and add the style’s words to the rest', () => {
    expect(avatarPrompt('   ', 'cartoon')).toBeNull();
    expect(avatarPrompt('  a fox  ', 'pixel')).toBe('a fox, pixel art, square avatar');
    expect(avatarPrompt('x'.repeat(900), 'abstract')!.length).toBeLessThanOrEqual(1000);
  });
});
