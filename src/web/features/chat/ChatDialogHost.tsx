import { Suspense, memo, useMemo } from 'react';
import type { ChatDialogProps } from './registry/chat-dialogs';
import { chatDialogs } from './registry/chat-dialogs';

export interface ChatDialogHostProps extends Omit<
  ChatDialogProps,
  'open' | 'arg' | 'onClose' | 'openDialog'
> {
  /** Which place's dialogs this host renders (see `ChatDialog.place`). */
  place: 'overlay' | 'above-composer';
  opened: ReadonlyMap<string, unknown>;
  openDialog: (id: string, arg?: unknown) => void;
  closeDialog: (id: string) => void;
}

/**
 * The chat's registered dialogs (`registry/chat-dialogs.ts`): those mounted always, and the
 * others while open, each with the chat's context. A lazy dialog loads when first opened, so
 * none of them is in the chat's own download. Memoised: the chat renders again for every query
 * it reads, and its always-mounted dialogs need not follow unless what they are given changes.
 */
export const ChatDialogHost = memo(function ChatDialogHost({
  place,
  opened,
  openDialog,
  closeDialog,
  ...chat
}: ChatDialogHostProps) {
  const entries = chatDialogs().filter((d) => (d.place ?? 'overlay') === place);
  // One closer per dialog for the chat's life: a dialog may keep it in an effect's deps.
  const closers = useMemo(
    () => new Map(chatDialogs().map((d) => [d.id, () => closeDialog(d.id)])),
    [closeDialog],
  );
  return (
    <>
      {entries.map(({ id, component: Dialog, mount }) => {
        const open = opened.has(id);
        if (!open && mount === 'open') return null;
        return (
          <Suspense key={id} fallback={null}>
            <Dialog
              {...chat}
              open={open}
              arg={opened.get(id)}
              onClose={closers.get(id)!}
              openDialog={openDialog}
            />
          </Suspense>
        );
      })}
    </>
  );
});
