import { cn } from '../lib/cn';
import { AREA, FIELD, LABEL } from './field-styles';

export interface TextFieldProps {
  /** The control's id, which its label points at; also its test id. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** A textarea instead of a single line. */
  multiline?: boolean;
  /** Extra classes for the control (a taller textarea). */
  className?: string;
}

/** A text box with its visible label above it: one line, or a textarea. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, placeholder, maxLength, multiline, className } = props;
  const control = { id, 'data-testid': id, value, placeholder, maxLength };
  return (
    <div className="flex flex-col gap-2">
      <label className={LABEL} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...control}
          onChange={(e) => onChange(e.target.value)}
          className={cn(AREA, className)}
        />
      ) : (
        <input
          {...control}
          onChange={(e) => onChange(e.target.value)}
          className={cn(FIELD, className)}
        />
      )}
    </div>
  );
}
