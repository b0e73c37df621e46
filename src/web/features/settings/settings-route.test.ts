import { describe, expect, it } from 'vitest';
import { SETTINGS_TABS, settingsPathFor, settingsTabFor } from './settings-route';

describe('settingsTabFor', () => {
  it('should choose the tab from the route as spec secondary 2 says', () => {
    expect(settingsTabFor('/privacy')).toBe('privacy');
    expect(settingsTabFor('/notifications')).toBe('notifications');
    expect(settingsTabFor('/storage')).toBe('storage');
    expect(settingsTabFor('/app-info')).toBe('about');
    expect(settingsTabFor('/linked-devices')).toBe('about');
    for (const other of ['/settings', '/', '/avatar', '/privacy/x', '/Storage'])
      expect(settingsTabFor(other)).toBe('account');
  });

  it('should give every tab with a route the route that opens it again', () => {
    for (const tab of SETTINGS_TABS) {
      const path = settingsPathFor(tab);
      if (path !== null) expect(settingsTabFor(path)).toBe(tab);
    }
    expect(settingsPathFor('about')).toBeNull();
  });
});
