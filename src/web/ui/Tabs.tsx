import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cn } from '../lib/cn';
import { useDirection } from '../i18n/use-t';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  /** Extra classes for the row of tabs (e.g. scrolling sideways when there are many). */
  listClassName?: string;
  /** Extra classes for each tab. */
  triggerClassName?: string;
}

/** Segmented tabs (Radix Tabs: arrow keys, roles). */
export function Tabs({
  tabs,
  value,
  defaultValue,
  onValueChange,
  className,
  listClassName,
  triggerClassName,
}: TabsProps) {
  // Radix writes dir="ltr" on the tabs unless told: in Arabic the first tab goes at the right.
  const dir = useDirection();
  return (
    <RadixTabs.Root
      dir={dir}
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={onValueChange}
      className={cn('flex flex-col', className)}
    >
      <RadixTabs.List className={cn('flex gap-1 rounded-2xl bg-slate-100 p-1', listClassName)}>
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            disabled={t.disabled}
            className={cn(
              'flex-1 rounded-xl px-3 py-2 text-sm font-semibold text-slate-600 transition data-[disabled]:opacity-40 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
              triggerClassName,
            )}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value} className="mt-3 outline-none">
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
