import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { conversationCreate } from './conversation-create';
import { UserPickList } from './UserPickList';

export interface GroupChatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: User;
  users: readonly User[];
  onCreated: (conversationId: string) => void;
}

/** Group Chat: pick at least two people and name the group. */
export function GroupChatDialog({
  open,
  onOpenChange,
  me,
  users,
  onCreated,
}: GroupChatDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const others = users.filter((u) => u.id !== me.id);
  const ready = name.trim().length > 0 && selected.size >= 2 && !busy;

  const toggle = (u: User) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(u.id)) next.delete(u.id);
      else next.add(u.id);
      return next;
    });

  const reset = () => {
    setName('');
    setSelected(new Set());
  };

  const create = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      const conv = await conversationCreate(client, me.id, {
        participants: [...selected],
        name: name.trim(),
        isGroup: true,
      });
      reset();
      onOpenChange(false);
      onCreated(conv.id);
    } catch (err) {
      toast({
        title: t('conversations.groupError'),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title={t('conversations.groupChat')}
      description={t('conversations.groupHint')}
      testId="group-chat-dialog"
      footer={
        <Button className="w-full" disabled={!ready} onClick={() => void create()}>
          {busy
            ? t('conversations.creating')
            : selected.size
              ? t('conversations.createGroupCount', { count: selected.size + 1 })
              : t('conversations.createGroup')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={80}
          placeholder={t('conversations.groupName')}
          aria-label={t('conversations.groupName')}
          className="h-12 rounded-2xl border border-slate-200 px-4 text-[15px] outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
        />
        <UserPickList users={others} selected={selected} onToggle={toggle} multiple />
      </div>
    </Dialog>
  );
}
