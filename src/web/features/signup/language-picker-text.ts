/** Every text a person reads in the language picker, in one place for the string catalogs. */
export const LANGUAGE_PICKER_TEXT = {
  search: 'Search languages',
  searchPlaceholder: 'Search by name or code',
  listLabel: 'Languages',
  noMatch: (query: string) => `No language matches "${query}"`,
  choose: (name: string) => `Preferred Language: ${name}. Change`,
};
