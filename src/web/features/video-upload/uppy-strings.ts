import type { T } from '../../i18n/use-t';

/** Uppy's placeholders, given as the catalog's values so Uppy fills them in afterwards. */
const slot = (name: string) => `%{${name}}`;

/**
 * Uppy's own words (spec secondary 5 and 8: the restriction messages and the uploader's), from
 * our catalogs so they read in the app's language.
 */
export function uppyStrings(t: T): Record<string, string | Record<number, string>> {
  return {
    youCanOnlyUploadX: { 0: t('video-upload.onlyOneFile'), 1: t('video-upload.onlyOneFile') },
    exceedsSize: t('video-upload.exceedsSize', { file: slot('file'), size: slot('size') }),
    youCanOnlyUploadFileTypes: t('video-upload.onlyTypes', { types: slot('types') }),
    noDuplicates: t('video-upload.noDuplicates', { fileName: slot('fileName') }),
    missingRequiredMetaFieldOnFile: t('video-upload.missingMeta', { fileName: slot('fileName') }),
    noMoreFilesAllowed: t('video-upload.noMoreFiles'),
    failedToUpload: t('video-upload.failedToUpload', { file: slot('file') }),
    noInternetConnection: t('video-upload.offline'),
    connectedToInternet: t('video-upload.online'),
  };
}

/** Spec secondary 5: at most four notices, then how many more failed. */
export const NOTICES_MAX = 4;

export function restrictionNotices(errors: readonly string[], t: T): string[] {
  if (errors.length <= NOTICES_MAX) return [...errors];
  return [
    ...errors.slice(0, NOTICES_MAX),
    t('video-upload.moreFailed', { count: errors.length - NOTICES_MAX }),
  ];
}
