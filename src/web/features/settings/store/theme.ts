import type { Theme } from '../../../../protocol';

/**
 * The chosen theme's mirror in this browser, read before the first paint (main.tsx) so a dark
 * theme never flashes light while the stored settings are fetched.
 */
const THEME_KEY = 'allo-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

let followSystem: (() => void) | null = null;

function darkSet(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Puts a theme on <html> now (`dark` class), and remembers it for the next load. 'system'
 * follows the device's preference, also when it changes while the app is open.
 */
export function themeApply(theme: Theme): void {
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  if (followSystem && media) media.removeEventListener('change', followSystem);
  followSystem = null;
  if (theme === 'system') {
    darkSet(media?.matches ?? false);
    if (media) {
      followSystem = () => darkSet(media.matches);
      media.addEventListener('change', followSystem);
    }
  } else {
    darkSet(theme === 'dark');
  }
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // No storage (private mode): the theme still applies once the settings load.
  }
}

/** The theme last applied in this browser ('system' when none was). */
export function themeStored(): Theme {
  try {
    const held = localStorage.getItem(THEME_KEY);
    if (held === 'light' || held === 'dark' || held === 'system') return held;
  } catch {
    // No storage: the device's preference.
  }
  return 'system';
}
