import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ContactList, ContactListCreate } from '../../../protocol';
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from '../../../protocol/lists-limits';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
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
 * which also edits the tags. Create needs a name that is not blank once trimmed (section 5).
 * The parent gives it a new `key` to start a fresh form.
 */
export function ListFormDialog({ open, onOpenChange, list, busy, onSubmit }: ListFormDialogProps) {
  const t = useT();
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [isPublic, setPublic] = useState(list?.isPublic ?? false);
  const [tags, setTags] = useState(list?.tags.join(', ') ?? '');
  const ready = name.trim().length > 0 && !busy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    onSubmit({
      name: name.trim(),
      description: description.trim(),
      isPublic,
      tags: list ? listTagsParse(tags) : [],
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={list ? t('lists.editList') : t('lists.createList')}
      testId="list-form-dialog"
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          id="list-name"
          label={t('lists.listName')}
          value={name}
          maxLength={LIST_NAME_MAX}
          onChange={setName}
          placeholder={t('lists.listNamePlaceholder')}
        />
        <TextField
          id="list-description"
          label={t('lists.description')}
          value={description}
          maxLength={LIST_DESCRIPTION_MAX}
          onChange={setDescription}
          placeholder={t('lists.descriptionPlaceholder')}
          multiline
        />
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
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('lists.cancel')}
          </Button>
          <Button type="submit" disabled={!ready} data-testid="list-form-submit">
            {list ? t('lists.saveChanges') : t('lists.createList')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
