import { useCallback, useState } from 'react';

export interface ChatDialogsState {
  /** The registered dialogs open now, by id, with what each was opened with. */
  opened: ReadonlyMap<string, unknown>;
  openDialog: (id: string, arg?: unknown) => void;
  closeDialog: (id: string) => void;
}

/** Which of the registered dialogs are open in this chat: each opens and closes on its own. */
export function useChatDialogs(): ChatDialogsState {
  const [opened, setOpened] = useState<ReadonlyMap<string, unknown>>(() => new Map());
  const openDialog = useCallback(
    (id: string, arg?: unknown) => setOpened((now) => new Map(now).set(id, arg)),
    [],
  );
  const closeDialog = useCallback(
    (id: string) =>
      setOpened((now) => {
        if (!now.has(id)) return now;
        const next = new Map(now);
        next.delete(id);
        return next;
      }),
    [],
  );
  return { opened, openDialog, closeDialog };
}
