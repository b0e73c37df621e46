import { useState } from 'react';
import type { FormEvent } from 'react';
import type { BroadcastCategory, BroadcastList } from '../../../protocol';
import {
  BROADCAST_CATEGORIES,
  LIST_DESCRIPTION_MAX,
  LIST_NAME_MAX,
} from '../../../protocol/lists-limits';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FIELD, LABEL } from '../../ui/field-styles';
import { TextField } from '../../ui/TextField';
import { CATEGORY_IDS } from './broadcasts-text';

export interface BroadcastListFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list to edit; none: a new list. */
  list?: BroadcastList;
  busy: boolean;
  onSubmit: (input: { name: string; description: string; category?: BroadcastCategory }) => void;
}

/**
 * 'Create List' (spec secondary 2: name, description; a new list is General) and 'Edit List',
 * which also picks the category. The name must not be blank once trimmed (section 5). The parent
 * gives it a new `key` to start a fresh form.
 */
export function BroadcastListFormDialog(props: BroadcastListFormProps) {
  const { open, onOpenChange, list, busy, onSubmit } = props;
  const t = useT();
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [category, setCategory] = useState<BroadcastCategory>(list?.category ?? 'General');
  const ready = name.trim().length > 0 && !busy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    onSubmit({
      name: name.trim(),
      description: description.trim(),
      ...(list && { category }),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={list ? t('broadcasts.editList') : t('broadcasts.createList')}
      testId="broadcast-list-form"
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          id="broadcast-list-name"
          label={t('broadcasts.listName')}
          value={name}
          maxLength={LIST_NAME_MAX}
          onChange={setName}
          placeholder={t('broadcasts.listNamePlaceholder')}
        />
        <TextField
          id="broadcast-list-description"
          label={t('broadcasts.description')}
          value={description}
          maxLength={LIST_DESCRIPTION_MAX}
          onChange={setDescription}
          placeholder={t('broadcasts.descriptionPlaceholder')}
          multiline
        />
        {list && (
          <div className="flex flex-col gap-2">
            <label className={LABEL} htmlFor="broadcast-list-category">
              {t('broadcasts.category')}
            </label>
            <select
              id="broadcast-list-category"
              data-testid="broadcast-list-category"
              value={category}
              onChange={(e) => setCategory(e.target.value as BroadcastCategory)}
              className={FIELD}
            >
              {BROADCAST_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(CATEGORY_IDS[c])}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('broadcasts.cancel')}
          </Button>
          <Button type="submit" disabled={!ready} data-testid="broadcast-list-submit">
            {list ? t('broadcasts.saveChanges') : t('broadcasts.createList')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
