import { describe, expect, it } from 'vitest';
import { userSettingsSchema } from '../../../protocol';
import { SETTINGS_DEFAULTS } from './store/settings-cache';

describe('SETTINGS_DEFAULTS', () => {
  it("should be the protocol's defaults (spec secondary 9)", () => {
    expect(SETTINGS_DEFAULTS).toEqual(userSettingsSchema.parse({}));
  });
});
