import { useAfterFirstScreen } from '../../lib/use-after-first-screen';
import { useThemeSync } from './store/use-settings';

function ThemeFollow() {
  useThemeSync();
  return null;
}

/**
 * Keeps the page in the signed-in user's stored theme, changed here or on another device. Until
 * the first screen is shown, the theme last used in this browser holds (main.tsx), so the first
 * screen waits for no settings request.
 */
export function ThemeSync() {
  return useAfterFirstScreen() ? <ThemeFollow /> : null;
}
