import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface Option<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  options: readonly Option<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** Names the group for screen readers, e.g. "Days to show". */
  'aria-label': string;
  /** `lg` gives each option a 44px touch target (phone screens); `md` is the compact desktop pill. */
  size?: 'md' | 'lg';
  className?: string;
}

const SIZES = {
  md: { group: 'h-9 p-1', option: 'h-7 px-3' },
  lg: { group: 'h-12 p-0.5', option: 'h-11 flex-1 px-4' },
} as const;

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * A small one-of-many switch (a radio group drawn as a pill row): Tab reaches the chosen option,
 * arrow keys choose another. Weighs next to nothing, unlike Tabs and ToggleGroup, so it suits the
 * first screen; use those where panels or a toolbar are involved.
 */
export function SegmentedControl<T extends string>({
  options,
  value,
  onValueChange,
  'aria-label': label,
  size = 'md',
  className,
}: Props<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = NEXT_KEYS.includes(event.key) ? 1 : PREVIOUS_KEYS.includes(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    onValueChange(option.value);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn(
        'bg-muted text-muted-foreground inline-flex max-w-full items-center gap-0.5 rounded-lg',
        SIZES[size].group,
        className,
      )}
    >
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onValueChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'inline-flex min-w-0 cursor-pointer items-center justify-center rounded-md text-sm font-medium whitespace-nowrap transition-colors',
              SIZES[size].option,
              'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
              checked ? 'bg-card text-foreground shadow-sm' : 'hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
