import CalendarRange from 'lucide-react/icons/calendar-range';
import Repeat from 'lucide-react/icons/repeat';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { ScheduleType } from './schedule-draft';

const TYPE_OPTIONS: { value: ScheduleType; title: string; hint: string; icon: typeof Repeat }[] = [
  {
    value: 'weekly',
    title: 'Fixed weekly schedule',
    hint: 'The same classes on the same weekdays.',
    icon: CalendarRange,
  },
  {
    value: 'rotating',
    title: 'Day rotation',
    hint: 'A/B days or a cycle of 2 to 8 days.',
    icon: Repeat,
  },
];

/** The two kinds of schedule as large radio cards, with a note when saving replaces the other. */
export function ScheduleTypeChoice({
  value,
  onChange,
  savedType,
}: {
  value: ScheduleType;
  onChange: (type: ScheduleType) => void;
  savedType: ScheduleType | undefined;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Schedule type</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {TYPE_OPTIONS.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
                'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2',
                checked ? 'border-primary bg-accent/60' : 'hover:bg-muted/60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-lg',
                  checked ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                )}
              >
                <option.icon aria-hidden="true" className="size-[18px]" />
              </span>
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{option.title}</span>
                <span className="text-muted-foreground text-xs">{option.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
      {savedType && savedType !== value && (
        <p className="text-muted-foreground text-xs">
          Saving replaces your current{' '}
          {savedType === 'weekly' ? 'fixed weekly schedule' : 'day rotation'}.
        </p>
      )}
    </fieldset>
  );
}
