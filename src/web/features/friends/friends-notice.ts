import type { ServerEvent } from '../../../protocol';
import { tNow } from '../../i18n/intl';
import { toast } from '../../ui/toast-store';

/**
 * A friend request that just arrived is told wherever the person is in the app: the sender's
 * name and 'Wants to be your friend'. The badge on the add-contact button stays until it is
 * answered.
 */
export function friendRequestsNotify(events: readonly ServerEvent[], userId: string): void {
  for (const e of events) {
    if (e.type !== 'friends_changed' || !e.request || e.request.receiverId !== userId) continue;
    toast({ title: e.request.sender.displayName, description: tNow('friends.wantsToBeFriend') });
  }
}
