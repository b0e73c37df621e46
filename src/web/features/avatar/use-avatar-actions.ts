import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../protocol';
import { tNow } from '../../i18n/intl';
import { ApiError, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { avatarRemove, avatarUpload, meAdopt, profileUpdate } from './avatar-api';

/** A refusal in its own words: the server's 413 under the spec's 'File Too Large'. */
function failed(err: unknown, titleId: string): void {
  const tooLarge = err instanceof ApiError && err.status === 413;
  toast({
    title: tNow(tooLarge ? 'avatar.tooLargeTitle' : titleId),
    description: errorText(err),
    variant: 'destructive',
  });
}

/**
 * What the page saves: the cropped avatar ('Avatar Uploaded'), its removal ('Avatar Removed')
 * and the profile ('Profile Updated'). Each reply is my stored record, shown here at once;
 * everyone else who shows me hears it live.
 */
export function useAvatarActions() {
  const client = useQueryClient();
  const adopt = (user: User) => meAdopt(client, user);
  const upload = useMutation({
    mutationFn: avatarUpload,
    onSuccess: (user) => {
      adopt(user);
      toast({ title: tNow('avatar.uploaded'), variant: 'success' });
    },
    onError: (err) => failed(err, 'avatar.uploadFailed'),
  });
  const remove = useMutation({
    mutationFn: avatarRemove,
    onSuccess: (user) => {
      adopt(user);
      toast({ title: tNow('avatar.removed'), variant: 'success' });
    },
    onError: (err) => failed(err, 'avatar.removeFailed'),
  });
  const profile = useMutation({
    mutationFn: profileUpdate,
    onSuccess: (user) => {
      adopt(user);
      toast({ title: tNow('avatar.profileUpdated'), variant: 'success' });
    },
    onError: (err) => failed(err, 'avatar.saveFailed'),
  });
  return { upload, remove, profile };
}
