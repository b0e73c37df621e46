import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ContactList, ContactListCreate } from '../../../protocol';
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from '../../../protocol/lists-limits';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { AREA, FIELD, LABEL } from './list-fields';
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
        <div className="flex flex-col gap-2">
          <label className={LABEL} htmlFor="list-name">
            {t('lists.listName')}
          </label>
          <input
            id="list-name"
            data-testid="list-name"
            value={name}
            maxLength={LIST_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('lists.listNamePlaceholder')}
            className={FIELD}
          />
        </div>
        <div className="flex flex-col gap-2">
          <label className={LABEL} htmlFor="list-description">
            {t('lists.description')}
          </label>
          <textarea
            id="list-description"
            data-testid="list-description"
            value={description}
            maxLength={LIST_DESCRIPTION_MAX}
            onChange={(e) => setDescription(e.target.value)}
            placeholder={t('lists.descriptionPlaceholder')}
            className={AREA}
          />
        </div>
        {list && (
          <div className="flex flex-col gap-2">
            <label className={LABEL} htmlFor="list-tags">
              {t('lists.tags')}
            </label>
            <input
              id="list-tags"
              data-testid="list-tags"
              value={tags}
              onChange={(e) => setTags(e.target.value)}
              placeholder={t('lists.tagsPlaceholder')}
              className={FIELD}
            />
          </div>
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
