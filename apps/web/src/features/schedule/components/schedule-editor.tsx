import type { NamingStyle, Schedule } from '@assignd/core';
import { scheduleSchema } from '@assignd/schemas';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useEffect, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { classesByName, useClasses } from '@/features/classes/api/classes';
import {
  SCHEDULE_MESSAGES,
  useDeleteSchedule,
  useSaveSchedule,
  useSchedule,
} from '@/features/schedule/api/schedule';
import { ControlledField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList } from '@/components/ui/tabs';
import { ClearScheduleButton } from './clear-schedule-button';
import { DayEditor, DayTrigger } from './day-editor';
import { RotationSettings } from './rotation-settings';
import {
  draftDays,
  draftFromSchedule,
  draftToSchedule,
  periodsOf,
  setPeriodNamingStyle,
  type ScheduleDraft,
} from './schedule-draft';
import { daysWithErrors, scheduleDraftSchema } from './schedule-form-schema';
import { ScheduleTypeChoice } from './schedule-type-choice';

/* Loaded on the first opening of the Schedule Settings dialog (see schedule-settings-dialog.tsx). */

const SCHEDULE_SAVE_FAILED = 'Failed to save schedule.';
const SCHEDULE_CLEARED = 'Schedule cleared';
const SCHEDULE_CLEAR_FAILED = 'Failed to clear schedule. Please try again.';
const FIX_FIELDS = 'Fix the highlighted fields before saving.';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Schedule Settings dialog: loads the saved schedule, then edits it. */
export function ScheduleEditorDialog({ open, onOpenChange }: DialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      width="3xl"
      flush
      title="Schedule Settings"
      description="Set up the periods of your school day. The dashboard shows today's classes from it."
    >
      <ScheduleEditorLoader onDone={() => onOpenChange(false)} />
    </FormDialog>
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
 * clear. It scrolls within its parent's height.
 */
function ScheduleEditor({ schedule, onDone }: EditorProps) {
  const [initial] = useState(() => draftFromSchedule(schedule, new Date()));
  const form = useKitForm<ScheduleDraft, ScheduleDraft>(scheduleDraftSchema, {
    defaultValues: initial,
    // A period that ends before it starts shows while typing, as every other rule does.
    mode: 'onChange',
    // The wrong field may be on another day's tab; saving opens that day instead.
    shouldFocusError: false,
  });
  const { control, subscribe, reset, trigger, setValue, getValues, formState } = form;
  // The form always holds a whole draft (its default values are one).
  const draft = useWatch({ control }) as ScheduleDraft;
  const [selectedDay, setSelectedDay] = useState(() => firstDayWithPeriods(initial));
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

  // Every change takes back the message of a failed save; the saved draft is checked at once.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setProblem(null) }),
    [subscribe],
  );
  useEffect(() => void trigger(), [trigger]);

  const days = draftDays(draft);
  const activeDay = days.some((day) => day.key === selectedDay)
    ? selectedDay
    : (days[0]?.key ?? '');
  const erroneousDays = new Set(daysWithErrors(draft, formState.errors));
  // The school days of a cycle are worked out from its start, so only from a valid one.
  const startValid = draft.type !== 'rotating' || !formState.errors.rotation?.startDate;
  const busy = save.isPending || clear.isPending;

  /** Takes a draft changed as a whole (other days, labels), keeping the save attempt's state. */
  const replaceDraft = (next: ScheduleDraft) => {
    reset(next, { keepDefaultValues: true, keepSubmitCount: true, keepIsSubmitted: true });
    void trigger();
  };

  const onInvalid = (errors: FieldErrors<ScheduleDraft>) => {
    const firstError = daysWithErrors(getValues(), errors)[0];
    if (firstError !== undefined) setSelectedDay(firstError);
    setProblem(FIX_FIELDS);
  };

  const onSave = (values: ScheduleDraft) => {
    // The same rules the server applies; a failure here would otherwise come back as a 400.
    const stored = draftToSchedule(values);
    const checked = scheduleSchema.safeParse(stored);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? SCHEDULE_SAVE_FAILED);
      return;
    }
    save.mutate(stored, { onSuccess: onDone });
  };

  return (
    <KitForm
      form={form}
      onSubmit={onSave}
      onInvalid={onInvalid}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] content-start gap-6 overflow-y-auto px-5 py-5 sm:px-6">
        <ScheduleTypeChoice
          value={draft.type}
          onChange={(type) => {
            setValue('type', type);
            void trigger();
          }}
          savedType={schedule?.type}
        />

        <div className="grid items-start gap-4 sm:grid-cols-2">
          {draft.type === 'rotating' && (
            <RotationSettings onReplace={replaceDraft} startValid={startValid} />
          )}
          <ControlledField
            name="periodNamingStyle"
            label="Period names"
            render={(field) => (
              <Select
                {...field}
                onChange={(event) =>
                  replaceDraft(setPeriodNamingStyle(getValues(), event.target.value as NamingStyle))
                }
              >
                <option value="numbers">Numbers (Period 1, Period 2)</option>
                <option value="letters">Letters (Block A, Block B)</option>
              </Select>
            )}
          />
        </div>

        <Tabs
          value={activeDay}
          onValueChange={setSelectedDay}
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
        >
          {/* Wraps rather than scrolls, so no day hides past the edge of a phone. */}
          <TabsList aria-label="Days" className="inline-flex h-auto flex-wrap justify-self-start">
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
            // Keyed by type too: a day's field array is another one after a switch of type.
            <TabsContent key={`${draft.type}:${day.key}`} value={day.key} className="min-w-0">
              <DayEditor
                day={day}
                days={days}
                classes={classes}
                showErrors={formState.submitCount > 0}
                onReplace={replaceDraft}
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
        <FormFooter
          columns
          className="basis-full sm:ml-auto sm:basis-auto"
          onCancel={onDone}
          pending={save.isPending}
          deleting={clear.isPending}
          submitLabel="Save Schedule"
        />
      </div>
    </KitForm>
  );
}

function firstDayWithPeriods(draft: ScheduleDraft): string {
  const days = draftDays(draft);
  // A week opens on Monday, where most school weeks start, unless only other days have periods.
  if (draft.type === 'weekly' && periodsOf(draft, '1').length > 0) return '1';
  const first = days.find((day) => periodsOf(draft, day.key).length > 0);
  return first?.key ?? (draft.type === 'weekly' ? '1' : (days[0]?.key ?? '1'));
}
