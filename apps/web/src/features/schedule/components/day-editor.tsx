import { LIMITS, type SchoolClass } from '@assignd/schemas';
import Plus from 'lucide-react/icons/plus';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TabsTrigger } from '@/components/ui/tabs';
import { notify } from '@/lib/notify';
import { CopyDayMenu } from './copy-day-menu';
import { PeriodRow } from './period-row';
import {
  copyDay,
  newPeriod,
  removePeriod,
  type DayTab,
  type ScheduleDraft,
} from './schedule-draft';
import { dayPath } from './schedule-form-schema';

/** A day's tab: its short name and period count, or a warning when a period is wrong. */
export function DayTrigger({
  day,
  count,
  invalid,
}: {
  day: DayTab;
  count: number;
  invalid: boolean;
}) {
  return (
    <TabsTrigger value={day.key} title={day.name} size="tall" className="group shrink-0 gap-1.5">
      {day.shortName}
      {invalid ? (
        <TriangleAlert aria-label="has errors" className="text-destructive size-3.5" />
      ) : (
        count > 0 && (
          <span className="bg-muted-foreground/15 group-data-[state=active]:bg-accent group-data-[state=active]:text-accent-foreground rounded-full px-1.5 text-[11px] leading-4 tabular-nums">
            <span className="sr-only">, </span>
            {count}
            <span className="sr-only"> {count === 1 ? 'period' : 'periods'}</span>
          </span>
        )
      )}
    </TabsTrigger>
  );
}

interface DayEditorProps {
  day: DayTab;
  days: DayTab[];
  classes: SchoolClass[];
  showErrors: boolean;
  /** Replaces the whole draft (copying changes other days). */
  onReplace: (draft: ScheduleDraft) => void;
}

/** One day's periods: add, copy to other days, and a row per period. */
export function DayEditor({ day, days, classes, showErrors, onReplace }: DayEditorProps) {
  const { control, getValues, trigger } = useFormContext<ScheduleDraft>();
  const [type, style] = useWatch({ control, name: ['type', 'periodNamingStyle'] });
  const path = dayPath(type, day.key);
  // The field array's own keys go to `key`, so each period keeps its stored `id`.
  const { fields, append, replace } = useFieldArray({ control, name: path, keyName: 'key' });
  const full = fields.length >= LIMITS.periodsPerDay;

  const remove = (id: string) => {
    // Automatic labels after it move up; the errors move with their periods.
    replace(removePeriod(getValues(path), id, style));
    void trigger(path);
  };

  return (
    <section aria-label={day.name} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          {day.name}
          <span className="text-muted-foreground font-normal">
            {' '}
            &middot; {fields.length} {fields.length === 1 ? 'period' : 'periods'}
          </span>
        </h3>
        <div className="flex items-center gap-2">
          <CopyDayMenu
            day={day}
            days={days}
            weekly={type === 'weekly'}
            disabled={fields.length === 0}
            onCopy={(targets, description) => {
              onReplace(copyDay(getValues(), day.key, targets));
              notify.success(`${day.name}'s periods copied to ${description}`);
            }}
          />
          <Button
            variant="soft"
            size="sm"
            disabled={full}
            title={full ? `At most ${LIMITS.periodsPerDay} periods a day` : undefined}
            onClick={() => append(newPeriod(fields.length, style))}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Period
          </Button>
        </div>
      </div>

      {fields.length === 0 ? (
        <div className="bg-muted/50 text-muted-foreground rounded-xl border border-dashed px-4 py-8 text-center text-sm">
          No periods on {day.name} yet.
        </div>
      ) : (
        <ol className="grid gap-2.5">
          {fields.map((period, index) => (
            <li key={period.key}>
              <PeriodRow
                path={path}
                index={index}
                classes={classes}
                showErrors={showErrors}
                onRemove={() => remove(period.id)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
