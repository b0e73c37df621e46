import { tNow } from '../../i18n/intl';

/**
 * Burner texts read outside components (the conversation list's last line), in the app
 * language when they are read. Components name their `burner.*` ids with `t()` themselves.
 */
export const BURNER_TEXT = {
  get gone() {
    return tNow('burner.gone');
  },
};
