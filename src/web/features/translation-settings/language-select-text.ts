/** Texts of the translation language select, in one place for the string catalogs. */
export const LANGUAGE_SELECT_TEXT = {
  auto: 'Auto-detect',
  /** After a language set earlier that the server's engine cannot translate into. */
  unavailable: 'unavailable',
};
