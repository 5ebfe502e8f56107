import { UNCLASSED_COLOR } from '@assignd/core';
import { LIMITS, type SchoolClass } from '@assignd/schemas';
import Trash2 from 'lucide-react/icons/trash';
import { useFormContext, useWatch } from 'react-hook-form';
import { ClassSelect, NO_CLASS } from '@/features/classes/public/class-select';
import { ControlledField, TextField, TimeField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import type { ScheduleDraft } from './schedule-draft';
import { EMPTY_END_MESSAGE, type DayPath } from './schedule-form-schema';

interface PeriodRowProps {
  /** The day's periods in the form, and this period's place among them. */
  path: DayPath;
  index: number;
  classes: SchoolClass[];
  showErrors: boolean;
  onRemove: () => void;
}

/** One period: label, start and end time, class, and a remove button. */
export function PeriodRow({ path, index, classes, showErrors, onRemove }: PeriodRowProps) {
  const base = `${path}.${index}` as const;
  const { control } = useFormContext<ScheduleDraft>();
  const [label, classId] = useWatch({ control, name: [`${base}.label`, `${base}.classId`] });
  const schoolClass = classId ? classes.find((item) => item.id === classId) : undefined;
  const position = index + 1;
  const name = label.trim() || `Period ${position}`;

  return (
    <div
      className="bg-card relative grid grid-cols-2 gap-3 rounded-xl border border-l-4 p-3 sm:grid-cols-[minmax(0,1fr)_8.5rem_8.5rem_minmax(0,1.2fr)_auto] sm:items-start"
      style={{ borderLeftColor: schoolClass?.color ?? UNCLASSED_COLOR }}
    >
      <TextField
        name={`${base}.label`}
        label="Label"
        className="col-span-2 pr-10 sm:col-span-1 sm:pr-0"
        maxLength={LIMITS.shortText}
        placeholder={`Period ${position}`}
        autoComplete="off"
      />
      {/* An empty time shows only after a save attempt (it is empty while typing). */}
      <TimeField
        name={`${base}.start`}
        label="Start"
        // The range error sits on the end time, so a new start checks it again.
        deps={[`${base}.end`]}
        showError={() => showErrors}
        required
      />
      {/* A range error shows at once. */}
      <TimeField
        name={`${base}.end`}
        label="End"
        showError={(message) => showErrors || message !== EMPTY_END_MESSAGE}
        required
      />
      <ControlledField
        name={`${base}.classId`}
        label="Class"
        className="col-span-2 sm:col-span-1"
        render={({ onChange, ...field }) => (
          <ClassSelect
            {...field}
            classes={classes}
            // A class that is not (or not yet) in the list shows as none and is kept.
            value={schoolClass ? schoolClass.id : NO_CLASS}
            onChange={(event) => onChange(event.target.value || null)}
          />
        )}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${name}`}
        title="Remove period"
        onClick={onRemove}
        className="text-muted-foreground hover:text-destructive absolute top-2 right-2 sm:static sm:mt-6"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
