import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresenceChoice as Choice, User, UserUpdate } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { apiRequest, errorIsNetwork, errorText } from '../../lib/api';
import { SESSION_KEY, USERS_KEY } from '../../lib/query-client';
import { toast } from '../../ui/toast-store';
import { ChoiceList } from './ChoiceList';

/**
 * Settings > Account > Status (issue 31): Available, Busy or Away, shown to contacts while I am
 * connected (offline otherwise, whatever I chose). Busy also keeps this device's notifications
 * quiet, and the server's pushes.
 */
export function PresenceChoice({ me }: { me: User }) {
  const t = useT();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (status: Choice) =>
      apiRequest<User>('PATCH', '/api/users/me', { status } satisfies UserUpdate),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: SESSION_KEY, exact: true });
      void client.invalidateQueries({ queryKey: USERS_KEY, exact: true });
    },
    onError: (err) =>
      toast({
        title: t('presence.error'),
        description: errorIsNetwork(err) ? t('chat.serverUnreachable') : errorText(err),
        variant: 'destructive',
      }),
  });
  const current: Choice =
    save.isPending && save.variables ? save.variables : (me.presence ?? 'online');
  return (
    <ChoiceList<Choice>
      label={t('presence.title')}
      value={current}
      testId="presence-choice"
      onChange={(status) => save.mutate(status)}
      choices={[
        { value: 'online', label: t('presence.available'), hint: t('presence.availableHint') },
        { value: 'busy', label: t('presence.busy'), hint: t('presence.busyHint') },
        { value: 'away', label: t('presence.away'), hint: t('presence.awayHint') },
      ]}
    />
  );
}
