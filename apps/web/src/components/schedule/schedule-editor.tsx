import {
  ROTATION_DAYS_MAX,
  ROTATION_DAYS_MIN,
  rotationDay,
  UNCLASSED_COLOR,
  type NamingStyle,
  type Schedule,
} from '@assignd/core';
import { LIMITS, scheduleSchema, type SchoolClass } from '@assignd/schemas';
import { CalendarRange, Copy, Plus, Repeat, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { classesByName, useClasses } from '@/api/classes';
import { SCHEDULE_MESSAGES, useDeleteSchedule, useSaveSchedule, useSchedule } from '@/api/schedule';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import {
  addPeriod,
  copyDay,
  daysWithErrors,
  draftDays,
  draftFromSchedule,
  draftToSchedule,
  periodErrors,
  periodsOf,
  removePeriod,
  rotationStartError,
  setDayNamingStyle,
  setPeriodNamingStyle,
  setRotationDays,
  withPeriods,
  type DayTab,
  type DraftPeriod,
  type ScheduleDraft,
  type ScheduleType,
} from './schedule-draft';

/* Loaded on the first opening of the Schedule Settings dialog (see schedule-settings-dialog.tsx). */

const SCHEDULE_SAVE_FAILED = 'Failed to save schedule.';
const SCHEDULE_CLEARED = 'Schedule cleared';
const SCHEDULE_CLEAR_FAILED = 'Failed to clear schedule. Please try again.';

const ROTATION_LENGTHS = Array.from(
  { length: ROTATION_DAYS_MAX - ROTATION_DAYS_MIN + 1 },
  (_, index) => ROTATION_DAYS_MIN + index,
);

const WEEKDAYS = ['1', '2', '3', '4', '5'];

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Schedule Settings dialog: loads the saved schedule, then edits it. */
export function ScheduleEditorDialog({ open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-3xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b px-5 pt-5 pb-4 sm:px-6">
          <DialogTitle>Schedule Settings</DialogTitle>
          <DialogDescription>
            Set up the periods of your school day. The dashboard shows today's classes from it.
          </DialogDescription>
        </DialogHeader>
        <ScheduleEditorLoader onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ScheduleEditorLoader({ onDone }: { onDone: () => void }) {
  const schedule = useSchedule();
  if (schedule.data === undefined) {
    return (
      <div className="flex min-h-60 flex-col items-center justify-center gap-3 p-6 text-sm">
        {schedule.isError ? (
          <>
            <p className="text-muted-foreground">Your schedule could not be loaded.</p>
            <Button variant="outline" onClick={() => void schedule.refetch()}>
              Try again
            </Button>
          </>
        ) : (
          <div role="status" className="flex items-center gap-2">
            <Spinner className="text-primary size-5" />
            <span className="text-muted-foreground">Loading your schedule...</span>
          </div>
        )}
      </div>
    );
  }
  return <ScheduleEditor schedule={schedule.data} onDone={onDone} />;
}

interface EditorProps {
  /** The saved schedule, or null when there is none yet. */
  schedule: Schedule | null;
  /** Called after saving, clearing or cancelling. */
  onDone: () => void;
}

/**
 * The editor itself: fixed weekly schedule or day rotation, the periods of each day, save and
 * clear. Usable inside the dialog or inline on a page (it scrolls within its parent's height).
 */
export function ScheduleEditor({ schedule, onDone }: EditorProps) {
  const [draft, setDraft] = useState(() => draftFromSchedule(schedule, new Date()));
  const [selectedDay, setSelectedDay] = useState(() => firstDayWithPeriods(draft));
  const [saveAttempted, setSaveAttempted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { data: classes = [] } = useClasses(classesByName);
  const save = useSaveSchedule({
    successMessage:
      draft.type === 'weekly' ? SCHEDULE_MESSAGES.weeklySaved : SCHEDULE_MESSAGES.rotatingSaved,
    errorMessage: SCHEDULE_SAVE_FAILED,
  });
  const clear = useDeleteSchedule({
    successMessage: SCHEDULE_CLEARED,
    errorMessage: SCHEDULE_CLEAR_FAILED,
  });

  const days = draftDays(draft);
  const activeDay = days.some((day) => day.key === selectedDay)
    ? selectedDay
    : (days[0]?.key ?? '');
  const erroneousDays = new Set(daysWithErrors(draft));
  const startError = rotationStartError(draft);
  const busy = save.isPending || clear.isPending;

  const update = (next: ScheduleDraft) => {
    setDraft(next);
    setProblem(null);
  };

  const onSave = () => {
    setSaveAttempted(true);
    const firstError = daysWithErrors(draft)[0];
    if (firstError !== undefined || startError) {
      if (firstError !== undefined) setSelectedDay(firstError);
      setProblem('Fix the highlighted fields before saving.');
      return;
    }
    // The same rules the server applies; a failure here would otherwise come back as a 400.
    const checked = scheduleSchema.safeParse(draftToSchedule(draft));
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? SCHEDULE_SAVE_FAILED);
      return;
    }
    save.mutate(draftToSchedule(draft), { onSuccess: onDone });
  };

  return (
    <>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] content-start gap-6 overflow-y-auto px-5 py-5 sm:px-6">
        <ScheduleTypeChoice
          value={draft.type}
          onChange={(type) => update({ ...draft, type })}
          savedType={schedule?.type}
        />

        <div className="grid items-start gap-4 sm:grid-cols-2">
          {draft.type === 'rotating' && (
            <RotationSettings draft={draft} onChange={update} startError={startError} />
          )}
          <Field label="Period names">
            {(field) => (
              <Select
                {...field}
                value={draft.periodNamingStyle}
                onChange={(event) =>
                  update(setPeriodNamingStyle(draft, event.target.value as NamingStyle))
                }
              >
                <option value="numbers">Numbers (Period 1, Period 2)</option>
                <option value="letters">Letters (Block A, Block B)</option>
              </Select>
            )}
          </Field>
        </div>

        <Tabs
          value={activeDay}
          onValueChange={setSelectedDay}
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
        >
          {/* Wraps rather than scrolls, so no day hides past the edge of a phone. */}
          <TabsList aria-label="Days" className="h-auto flex-wrap justify-self-start">
            {days.map((day) => (
              <DayTrigger
                key={day.key}
                day={day}
                count={periodsOf(draft, day.key).length}
                invalid={erroneousDays.has(day.key)}
              />
            ))}
          </TabsList>
          {days.map((day) => (
            <TabsContent key={day.key} value={day.key} className="min-w-0">
              <DayEditor
                day={day}
                days={days}
                draft={draft}
                classes={classes}
                showErrors={saveAttempted}
                onChange={update}
              />
            </TabsContent>
          ))}
        </Tabs>
      </div>

      <div className="bg-card flex flex-wrap items-center gap-x-2 gap-y-3 border-t px-5 py-4 sm:px-6">
        {problem && (
          <p role="alert" className="text-destructive flex basis-full items-center gap-1.5 text-sm">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {problem}
          </p>
        )}
        {schedule && (
          <ClearScheduleButton
            busy={busy}
            onConfirm={() => clear.mutate(undefined, { onSuccess: onDone })}
            pending={clear.isPending}
          />
        )}
        <div className="grid basis-full grid-cols-2 gap-2 sm:ml-auto sm:flex sm:basis-auto">
          <Button variant="outline" disabled={busy} onClick={onDone}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={busy} aria-busy={save.isPending}>
            {save.isPending && <Spinner />}
            Save Schedule
          </Button>
        </div>
      </div>
    </>
  );
}

function firstDayWithPeriods(draft: ScheduleDraft): string {
  const days = draftDays(draft);
  // A week opens on Monday, where most school weeks start, unless only other days have periods.
  if (draft.type === 'weekly' && periodsOf(draft, '1').length > 0) return '1';
  const first = days.find((day) => periodsOf(draft, day.key).length > 0);
  return first?.key ?? (draft.type === 'weekly' ? '1' : (days[0]?.key ?? '1'));
}

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

function ScheduleTypeChoice({
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

function RotationSettings({
  draft,
  onChange,
  startError,
}: {
  draft: ScheduleDraft;
  onChange: (draft: ScheduleDraft) => void;
  startError: string | undefined;
}) {
  const { rotation } = draft;
  const todayLabel = useMemo(() => {
    if (startError) return null;
    const day = rotationDay(rotation, new Date());
    return rotation.dayLabels[String(day)] ?? null;
  }, [rotation, startError]);

  return (
    <>
      <Field label="Number of days">
        {(field) => (
          <Select
            {...field}
            value={String(rotation.numDays)}
            onChange={(event) => onChange(setRotationDays(draft, Number(event.target.value)))}
          >
            {ROTATION_LENGTHS.map((length) => (
              <option key={length} value={length}>
                {length} days
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Day names">
        {(field) => (
          <Select
            {...field}
            value={rotation.dayNamingStyle}
            onChange={(event) =>
              onChange(setDayNamingStyle(draft, event.target.value as NamingStyle))
            }
          >
            <option value="letters">Letters (A Day, B Day)</option>
            <option value="numbers">Numbers (Day 1, Day 2)</option>
          </Select>
        )}
      </Field>
      <Field label="Start date" error={startError}>
        {(field) => (
          <div className="grid gap-1.5">
            <Input
              {...field}
              type="date"
              value={rotation.startDate}
              onChange={(event) =>
                onChange({ ...draft, rotation: { ...rotation, startDate: event.target.value } })
              }
            />
            {todayLabel && (
              <p className="text-muted-foreground text-xs">
                The first day of the cycle. Today is{' '}
                <span className="text-foreground font-medium">{todayLabel}</span>.
              </p>
            )}
          </div>
        )}
      </Field>
    </>
  );
}

function DayTrigger({ day, count, invalid }: { day: DayTab; count: number; invalid: boolean }) {
  return (
    <TabsTrigger
      value={day.key}
      title={day.name}
      className="group h-8 shrink-0 gap-1.5 px-2.5 sm:px-3"
    >
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
  draft: ScheduleDraft;
  classes: SchoolClass[];
  showErrors: boolean;
  onChange: (draft: ScheduleDraft) => void;
}

function DayEditor({ day, days, draft, classes, showErrors, onChange }: DayEditorProps) {
  const periods = periodsOf(draft, day.key);
  const style = draft.periodNamingStyle;
  const full = periods.length >= LIMITS.periodsPerDay;
  const setPeriods = (next: DraftPeriod[]) => onChange(withPeriods(draft, day.key, next));

  const add = (
    <Button
      variant="soft"
      size="sm"
      disabled={full}
      title={full ? `At most ${LIMITS.periodsPerDay} periods a day` : undefined}
      onClick={() => setPeriods(addPeriod(periods, style))}
    >
      <Plus aria-hidden="true" className="size-4" />
      Add Period
    </Button>
  );

  return (
    <section aria-label={day.name} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          {day.name}
          <span className="text-muted-foreground font-normal">
            {' '}
            &middot; {periods.length} {periods.length === 1 ? 'period' : 'periods'}
          </span>
        </h3>
        <div className="flex items-center gap-2">
          <CopyDayMenu
            day={day}
            days={days}
            weekly={draft.type === 'weekly'}
            disabled={periods.length === 0}
            onCopy={(targets, description) => {
              onChange(copyDay(draft, day.key, targets));
              notify.success(`${day.name}'s periods copied to ${description}`);
            }}
          />
          {add}
        </div>
      </div>

      {periods.length === 0 ? (
        <div className="bg-muted/50 text-muted-foreground rounded-xl border border-dashed px-4 py-8 text-center text-sm">
          No periods on {day.name} yet.
        </div>
      ) : (
        <ol className="grid gap-2.5">
          {periods.map((period, index) => (
            <li key={period.id}>
              <PeriodRow
                period={period}
                position={index + 1}
                classes={classes}
                showErrors={showErrors}
                onChange={(changed) =>
                  setPeriods(periods.map((item) => (item.id === changed.id ? changed : item)))
                }
                onRemove={() => setPeriods(removePeriod(periods, period.id, style))}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CopyDayMenu({
  day,
  days,
  weekly,
  disabled,
  onCopy,
}: {
  day: DayTab;
  days: DayTab[];
  weekly: boolean;
  disabled: boolean;
  onCopy: (targets: string[], description: string) => void;
}) {
  const others = days.filter((other) => other.key !== day.key);
  const otherWeekdays = WEEKDAYS.filter((key) => key !== day.key);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Copy aria-hidden="true" className="size-4" />
          Copy to...
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
          Replace the periods of
        </DropdownMenuLabel>
        {weekly && (
          <DropdownMenuItem onSelect={() => onCopy(otherWeekdays, 'Monday to Friday')}>
            Monday to Friday
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          onSelect={() =>
            onCopy(
              others.map((other) => other.key),
              'every other day',
            )
          }
        >
          Every other day
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {others.map((other) => (
          <DropdownMenuItem key={other.key} onSelect={() => onCopy([other.key], other.name)}>
            {other.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const NO_CLASS = '';

interface PeriodRowProps {
  period: DraftPeriod;
  position: number;
  classes: SchoolClass[];
  showErrors: boolean;
  onChange: (period: DraftPeriod) => void;
  onRemove: () => void;
}

function PeriodRow({ period, position, classes, showErrors, onChange, onRemove }: PeriodRowProps) {
  const errors = periodErrors(period);
  // A range error shows at once; an empty time only after a save attempt (it is empty while typing).
  const startError = showErrors ? errors.start : undefined;
  const endError =
    errors.end && (showErrors || errors.end !== 'Enter an end time') ? errors.end : undefined;
  const schoolClass = period.classId
    ? classes.find((item) => item.id === period.classId)
    : undefined;
  const name = period.label.trim() || `Period ${position}`;

  return (
    <div
      className="bg-card relative grid grid-cols-2 gap-3 rounded-xl border border-l-4 p-3 sm:grid-cols-[minmax(0,1fr)_8.5rem_8.5rem_minmax(0,1.2fr)_auto] sm:items-start"
      style={{ borderLeftColor: schoolClass?.color ?? UNCLASSED_COLOR }}
    >
      <Field label="Label" className="col-span-2 pr-10 sm:col-span-1 sm:pr-0">
        {(field) => (
          <Input
            {...field}
            value={period.label}
            maxLength={LIMITS.shortText}
            placeholder={`Period ${position}`}
            autoComplete="off"
            onChange={(event) => onChange({ ...period, label: event.target.value })}
          />
        )}
      </Field>
      <Field label="Start" error={startError}>
        {(field) => (
          <Input
            {...field}
            type="time"
            required
            value={period.start}
            onChange={(event) => onChange({ ...period, start: event.target.value })}
          />
        )}
      </Field>
      <Field label="End" error={endError}>
        {(field) => (
          <Input
            {...field}
            type="time"
            required
            value={period.end}
            onChange={(event) => onChange({ ...period, end: event.target.value })}
          />
        )}
      </Field>
      <Field label="Class" className="col-span-2 sm:col-span-1">
        {(field) => (
          <Select
            {...field}
            value={schoolClass ? (period.classId ?? NO_CLASS) : NO_CLASS}
            onChange={(event) => onChange({ ...period, classId: event.target.value || null })}
          >
            <option value={NO_CLASS}>No class</option>
            {classes.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
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

function ClearScheduleButton({
  busy,
  pending,
  onConfirm,
}: {
  busy: boolean;
  pending: boolean;
  onConfirm: () => void;
}): ReactNode {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive-ghost" disabled={busy} className="-ml-2 sm:ml-0">
          {pending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
          Clear Schedule
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Clear your schedule?</AlertDialogTitle>
          <AlertDialogDescription>
            Every period of your class schedule will be removed. Your classes and assignments stay.
            This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Clear Schedule
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
