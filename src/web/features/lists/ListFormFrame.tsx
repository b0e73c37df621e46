import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from '../../../protocol/lists-limits';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';

/** The words of one list form, in the app language (each kind of list has its own catalog). */
export interface ListFormTexts {
  title: string;
  listName: string;
  listNamePlaceholder: string;
  description: string;
  descriptionPlaceholder: string;
  cancel: string;
  submit: string;
}

export interface ListFormFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name and description to start from (the list being edited). */
  initial?: { name: string; description: string };
  busy: boolean;
  texts: ListFormTexts;
  /** The dialog's test id; the fields are `<idPrefix>-name` and `<idPrefix>-description`. */
  testId: string;
  idPrefix: string;
  submitTestId: string;
  /** Called with the name and description trimmed; the rest of the form adds its own fields. */
  onSubmit: (input: { name: string; description: string }) => void;
  /** The fields that follow the description (tags, public, category). */
  children?: ReactNode;
}

/**
 * The dialog that creates or edits a list, contact or broadcast (spec secondary 2): List Name,
 * Description, the fields of that kind of list, then Cancel and the submit button. The name must
 * not be blank once trimmed (section 5). The parent gives it a new `key` to start a fresh form.
 */
export function ListFormFrame(props: ListFormFrameProps) {
  const { open, onOpenChange, initial, busy, texts, idPrefix, onSubmit } = props;
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const ready = name.trim().length > 0 && !busy;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    onSubmit({ name: name.trim(), description: description.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={texts.title} testId={props.testId}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          id={`${idPrefix}-name`}
          label={texts.listName}
          value={name}
          maxLength={LIST_NAME_MAX}
          onChange={setName}
          placeholder={texts.listNamePlaceholder}
        />
        <TextField
          id={`${idPrefix}-description`}
          label={texts.description}
          value={description}
          maxLength={LIST_DESCRIPTION_MAX}
          onChange={setDescription}
          placeholder={texts.descriptionPlaceholder}
          multiline
        />
        {props.children}
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {texts.cancel}
          </Button>
          <Button type="submit" disabled={!ready} data-testid={props.submitTestId}>
            {texts.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
