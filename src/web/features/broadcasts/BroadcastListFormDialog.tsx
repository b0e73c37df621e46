import { useState } from 'react';
import type { BroadcastCategory, BroadcastList } from '../../../protocol';
import { BROADCAST_CATEGORIES } from '../../../protocol/lists-limits';
import { useT } from '../../i18n/use-t';
import { FIELD, LABEL } from '../../ui/field-styles';
import { ListFormFrame } from '../lists/ListFormFrame';
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
 * which also picks the category. The parent gives it a new `key` to start a fresh form.
 */
export function BroadcastListFormDialog(props: BroadcastListFormProps) {
  const { open, onOpenChange, list, busy, onSubmit } = props;
  const t = useT();
  const [category, setCategory] = useState<BroadcastCategory>(list?.category ?? 'General');

  return (
    <ListFormFrame
      open={open}
      onOpenChange={onOpenChange}
      initial={list}
      busy={busy}
      texts={{
        title: list ? t('broadcasts.editList') : t('broadcasts.createList'),
        listName: t('broadcasts.listName'),
        listNamePlaceholder: t('broadcasts.listNamePlaceholder'),
        description: t('broadcasts.description'),
        descriptionPlaceholder: t('broadcasts.descriptionPlaceholder'),
        cancel: t('broadcasts.cancel'),
        submit: list ? t('broadcasts.saveChanges') : t('broadcasts.createList'),
      }}
      testId="broadcast-list-form"
      idPrefix="broadcast-list"
      submitTestId="broadcast-list-submit"
      onSubmit={(input) => onSubmit({ ...input, ...(list && { category }) })}
    >
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
    </ListFormFrame>
  );
}
