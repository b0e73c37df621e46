import { useState } from 'react';

/**
 * The open state of a lists screen's Create List / Edit List dialog, contact or broadcast.
 * `key` is the dialog's React key: a new list gets a fresh form after each create, an edited
 * one a form per `editKey` (the contact lists add `updatedAt`, so a live change refills it).
 */
export function useListForm<L extends { id: string }>(editKey: (list: L) => string = (l) => l.id) {
  const [form, setForm] = useState<{ list?: L } | null>(null);
  const [created, setCreated] = useState(0);
  return {
    key: form?.list ? `edit-${editKey(form.list)}` : `new-${created}`,
    open: form !== null,
    /** The list being edited; none: a new list. */
    list: form?.list,
    onOpenChange: (open: boolean) => {
      if (!open) setForm(null);
    },
    openCreate: () => setForm({}),
    openEdit: (list: L) => setForm({ list }),
    close: () => setForm(null),
    /** Spec secondary 4: after a create the dialog closes and the form starts afresh. */
    closeCreated: () => {
      setForm(null);
      setCreated((k) => k + 1);
    },
  };
}
