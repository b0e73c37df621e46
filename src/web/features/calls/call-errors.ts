import type { useT } from '../../i18n/use-t';
import { CallMediaFailure } from './call-media';

/** Spec secondary 8 'Call media', in the reader's language. */
export function mediaErrorText(err: unknown, t: ReturnType<typeof useT>): string {
  if (!(err instanceof CallMediaFailure)) return t('calls.mediaOther');
  switch (err.reason.kind) {
    case 'unsupported':
      return t('calls.mediaUnsupported');
    case 'denied':
      return t('calls.mediaDenied');
    case 'notFound':
      return t('calls.mediaNotFound');
    case 'inUse':
      return t('calls.mediaInUse');
    case 'other':
      return err.reason.message || t('calls.mediaOther');
  }
}
