import { useState } from 'react';
import { Ban, LogOut, ShieldCheck } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { useBlocked, useContactAction } from '../contacts/contacts-queries';
import { useLeaveGroup } from './use-chat-info';

/** Block or unblock the person of a one-to-one chat, as the contacts screen does. */
export function BlockAction({ meId, person }: { meId: string; person: User }) {
  const t = useT();
  const blocked = useBlocked(meId);
  const act = useContactAction(meId);
  const isBlocked = blocked.data?.some((b) => b.id === person.id) ?? false;
  return (
    <Button
      variant={isBlocked ? 'outline' : 'destructive-ghost'}
      className="w-full"
      data-testid={isBlocked ? 'contact-info-unblock' : 'contact-info-block'}
      disabled={blocked.isPending || act.isPending}
      onClick={() => act.mutate({ kind: isBlocked ? 'unblock' : 'block', person })}
    >
      {isBlocked ? (
        <ShieldCheck aria-hidden className="h-4 w-4" />
      ) : (
        <Ban aria-hidden className="h-4 w-4" />
      )}
      {isBlocked
        ? t('chat-info.unblock', { name: person.displayName })
        : t('chat-info.block', { name: person.displayName })}
    </Button>
  );
}

/** Leave group, asked once more before it is done. */
export function LeaveAction({
  meId,
  conversationId,
  name,
  onLeft,
}: {
  meId: string;
  conversationId: string;
  name: string;
  onLeft: () => void;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const leave = useLeaveGroup(meId, conversationId, onLeft);
  if (!asking)
    return (
      <Button
        variant="destructive-ghost"
        className="w-full"
        data-testid="contact-info-leave"
        onClick={() => setAsking(true)}
      >
        <LogOut aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
        {t('chat-info.leave')}
      </Button>
    );
  return (
    <div
      role="alertdialog"
      aria-labelledby="leave-confirm-text"
      className="rounded-2xl bg-rose-50 p-3.5"
    >
      <p id="leave-confirm-text" className="text-[15px] font-medium text-rose-900">
        {t('chat-info.leaveConfirm', { name })}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
          {t('chat-info.cancel')}
        </Button>
        <Button
          variant="destructive"
          size="sm"
          data-testid="contact-info-leave-confirm"
          disabled={leave.isPending}
          onClick={() => leave.mutate()}
        >
          {t('chat-info.leaveConfirmButton')}
        </Button>
      </div>
    </div>
  );
}
