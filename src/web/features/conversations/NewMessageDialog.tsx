import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import { conversationCreate } from './conversation-create';
import { UserPickList } from './UserPickList';

export interface NewMessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: User;
  users: readonly User[];
  onCreated: (conversationId: string) => void;
  /** Another purpose for the same picker (Video Call: whom to call). */
  title?: string;
  description?: string;
  testId?: string;
}

/** New Message: pick one person, open (or create) the chat with them. */
export function NewMessageDialog({
  open,
  onOpenChange,
  me,
  users,
  onCreated,
  title,
  description,
  testId = 'new-message-dialog',
}: NewMessageDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const others = users.filter((u) => u.id !== me.id);

  const pick = async (user: User) => {
    if (busy) return;
    setBusy(user.id);
    try {
      const conv = await conversationCreate(client, me.id, { participants: [user.id] });
      onOpenChange(false);
      onCreated(conv.id);
    } catch (err) {
      toast({
        title: t('conversations.startError'),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('conversations.newMessage')}
      description={description ?? t('conversations.newMessageHint')}
      testId={testId}
    >
      <div className="relative">
        <UserPickList
          users={others}
          selected={new Set(busy ? [busy] : [])}
          onToggle={(u) => void pick(u)}
        />
        {busy && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/50">
            <Spinner className="text-brand-500" />
          </div>
        )}
      </div>
    </Dialog>
  );
}
