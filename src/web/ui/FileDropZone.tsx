import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './Button';

export interface FileDropZoneProps {
  /** The file picked or dropped (the first one; checked by the caller). */
  onFile: (file: File) => void;
  /** The file picker's `accept`. */
  accept: string;
  icon: ReactNode;
  hint: string;
  buttonLabel: string;
  testId: string;
  buttonTestId: string;
  inputTestId: string;
  /** Its gap and vertical padding. */
  className: string;
}

/** A dashed box taking a dropped file, with a button opening the device's file picker. */
export function FileDropZone(props: FileDropZoneProps) {
  const { onFile, accept, icon, hint, buttonLabel, testId, buttonTestId, inputTestId } = props;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        // A drop zone further out (the chat's) must not take it a second time.
        e.stopPropagation();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      className={cn(
        'flex flex-col items-center rounded-2xl border-2 border-dashed px-6 text-center transition',
        props.className,
        over ? 'border-brand-400 bg-brand-50' : 'border-slate-200',
      )}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        {icon}
      </span>
      <p className="text-sm text-slate-500">{hint}</p>
      <Button onClick={() => input.current?.click()} data-testid={buttonTestId}>
        {buttonLabel}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid={inputTestId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so picking the same file again still counts as a change.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
