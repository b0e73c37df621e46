import { useState } from 'react';
import type { ContactList, ContactListCreate } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { TextField } from '../../ui/TextField';
import { ListFormFrame } from './ListFormFrame';
import { listTagsParse } from './lists-text';
import { PublicSwitch } from './PublicSwitch';

export interface ListFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list to edit; none: a new list. */
  list?: ContactList;
  busy: boolean;
  onSubmit: (input: Required<ContactListCreate>) => void;
}

/**
 * 'Create List' (spec secondary 2: List Name, Description, 'Make list public') and 'Edit List',
 * which also edits the tags. The parent gives it a new `key` to start a fresh form.
 */
export function ListFormDialog({ open, onOpenChange, list, busy, onSubmit }: ListFormDialogProps) {
  const t = useT();
  const [isPublic, setPublic] = useState(list?.isPublic ?? false);
  const [tags, setTags] = useState(list?.tags.join(', ') ?? '');

  return (
    <ListFormFrame
      open={open}
      onOpenChange={onOpenChange}
      initial={list}
      busy={busy}
      texts={{
        title: list ? t('lists.editList') : t('lists.createList'),
        listName: t('lists.listName'),
        listNamePlaceholder: t('lists.listNamePlaceholder'),
        description: t('lists.description'),
        descriptionPlaceholder: t('lists.descriptionPlaceholder'),
        cancel: t('lists.cancel'),
        submit: list ? t('lists.saveChanges') : t('lists.createList'),
      }}
      testId="list-form-dialog"
      idPrefix="list"
      submitTestId="list-form-submit"
      onSubmit={(input) => onSubmit({ ...input, isPublic, tags: list ? listTagsParse(tags) : [] })}
    >
      {list && (
        <TextField
          id="list-tags"
          label={t('lists.tags')}
          value={tags}
          onChange={setTags}
          placeholder={t('lists.tagsPlaceholder')}
        />
      )}
      <PublicSwitch checked={isPublic} onChange={setPublic} />
    </ListFormFrame>
  );
}
