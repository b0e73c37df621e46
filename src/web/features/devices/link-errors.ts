import { ApiError, errorText } from '../../lib/api';
import type { T } from '../../i18n/use-t';

/**
 * Why a link signs nobody in, in the reader's words: the server's status says which (404
 * unknown, 409 used, 410 expired; src/server/features/devices/links.ts).
 */
export function linkRefusalText(t: T, err: unknown): { title: string; body: string } {
  const status = err instanceof ApiError ? err.status : 0;
  if (status === 410)
    return { title: t('devices.linkExpiredTitle'), body: t('devices.linkExpiredBody') };
  if (status === 409) return { title: t('devices.linkUsedTitle'), body: t('devices.linkUsedBody') };
  if (status === 404)
    return { title: t('devices.linkInvalidTitle'), body: t('devices.linkInvalidBody') };
  return { title: t('devices.linkFailedTitle'), body: errorText(err) };
}
