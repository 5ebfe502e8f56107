import { DEFAULT_DUE_TIME, localDateTimeToIso } from '@assignd/core';
import { LIMITS } from '@assignd/schemas';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useCreateAssignment } from '@/features/assignments/api/assignments';
import { TitleChips } from '@/features/assignments/public/title-chips';
import { useApplyTitleChips } from '@/features/assignments/public/use-apply-title-chips';
import {
  useManualEdits,
  useTitleChips,
  type ChipField,
} from '@/features/assignments/public/use-title-chips';
import { classesByName, useClasses } from '@/features/classes/api/classes';
import { ClassField } from '@/features/classes/public/class-field';
import { useCreateEvent } from '@/features/events/api/events';
import { useIsDayToDay } from '@/features/terms/public/use-day-to-day';
import { EventTimeFields } from '@/features/events/public/event-time-fields';
import { eventTimesInput, NO_EVENT_TIME } from '@/features/events/public/event-time-form';
import { DateField, TextareaField, TextField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { formatTime } from '@/lib/format-date';
import type { QuickAddDevice, QuickAddState, QuickAddType } from './quick-add-state';
import {
  QUICK_ADD_CATEGORY,
  quickAddSchema,
  type QuickAddInput,
  type QuickAddOutput,
} from './quick-add-schema';

/* Loaded on the first click of Quick Add or Add Event (see quick-add-dialog.tsx). */

const TYPES: { value: QuickAddType; label: string }[] = [
  { value: 'assignment', label: 'Assignment' },
  { value: 'exam', label: 'Exam' },
  { value: 'event', label: 'Event' },
];

const SUBMIT_LABEL: Record<QuickAddType, string> = {
  assignment: 'Add Assignment',
  exam: 'Add Exam',
  event: 'Add Event',
};

export const QUICK_ADD_REQUIRED = 'Please enter a title and select a date';
/**
 * The phone's one wording for a missing title or date (spec 5). Submit is disabled without a
 * title, so there it is the date that can be missing.
 */
const PHONE_REQUIRED = 'Please enter a title';
const PHONE_EVENT_ADD_FAILED = 'Failed to add event';
const EVENT_CHIPS: readonly ChipField[] = ['class', 'category'];
const ALL_CHIPS: readonly ChipField[] = [];

interface Props {
  state: QuickAddState;
  onClose: () => void;
  onAdded?: (date: string) => void;
  device: QuickAddDevice;
}

export function QuickAddFormDialog({ state, onClose, onAdded, device }: Props) {
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title="Quick Add"
      description="Add an assignment, an exam or an event to your calendar."
    >
      {state && (
        <QuickAddForm
          key={`${state.date}:${state.type ?? ''}`}
          initialDate={state.date}
          initialType={state.type ?? 'assignment'}
          device={device}
          onDone={(date) => {
            onAdded?.(date);
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}

function QuickAddForm({
  initialDate,
  initialType,
  device,
  onDone,
}: {
  initialDate: string;
  initialType: QuickAddType;
  device: QuickAddDevice;
  onDone: (date: string) => void;
}) {
  const { data: allClasses } = useClasses(classesByName);
  const isDayToDay = useIsDayToDay();
  // A class name typed in the title matches only the classes the picker offers, not archived ones.
  const classes = useMemo(
    () => (allClasses ?? []).filter((row) => isDayToDay(row.id)),
    [allClasses, isDayToDay],
  );
  const createAssignment = useCreateAssignment();
  const createEvent = useCreateEvent(
    device === 'phone' ? { errorMessage: PHONE_EVENT_ADD_FAILED } : undefined,
  );
  const form = useKitForm<QuickAddInput, QuickAddOutput>(quickAddSchema, {
    defaultValues: {
      type: initialType,
      title: '',
      description: '',
      date: initialDate,
      classId: '',
      ...NO_EVENT_TIME,
    },
  });
  const {
    control,
    setValue,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const [type, title] = useWatch({ control, name: ['type', 'title'] });
  const errorId = useId();

  const pending = createAssignment.isPending || createEvent.isPending;
  const createsEvent = type === 'event';
  // An event has no category and no class.
  const without = createsEvent ? EVENT_CHIPS : ALL_CHIPS;
  const [manual, markManual] = useManualEdits();
  const { fields, chips, remove, announcement } = useTitleChips({
    typed: title,
    classes,
    manual,
    without,
  });
  const hasTitle = fields.title.trim().length > 0;
  const dueTime = useMemo(
    () => (fields.time ? formatTime(new Date(`2000-01-01T${fields.time}:00`)) : '11:59 PM'),
    [fields.time],
  );

  useApplyTitleChips(setValue, manual, [
    ['due', 'date', fields.date ?? initialDate],
    ['class', 'classId', fields.classId ?? ''],
    ['category', 'type', fields.category === 'Test' ? 'exam' : initialType],
    // A time in an event's title is its start.
    ...(createsEvent ? [['due', 'startTime', fields.time ?? ''] as const] : []),
  ]);
  // Spec 5 words a missing title and a missing date as one message; it goes once both are there.
  // A date the input could not hold is said under the date, as in every form.
  const missingDate = errors.date && errors.date.type !== 'badInput';
  const shownError =
    errors.title || missingDate ? (device === 'phone' ? PHONE_REQUIRED : QUICK_ADD_REQUIRED) : null;

  const onSubmit = async (values: QuickAddOutput) => {
    if (!fields.title) {
      setError('title', { message: 'Please enter a title' }, { shouldFocus: true });
      return;
    }
    // The one conversion of the day to an instant: the schema has checked it is a real day.
    const instant = localDateTimeToIso(values.date, fields.time ?? DEFAULT_DUE_TIME);
    if (!instant) return;
    const description = values.description ? { description: values.description } : {};
    try {
      if (createsEvent) {
        await createEvent.mutateAsync({
          title: fields.title,
          ...description,
          ...eventTimesInput(values.date, values),
        });
      } else {
        await createAssignment.mutateAsync({
          title: fields.title,
          ...description,
          dueDate: instant,
          classId: values.classId || null,
          category:
            values.type === 'assignment' && fields.category
              ? fields.category
              : QUICK_ADD_CATEGORY[values.type === 'exam' ? 'exam' : 'assignment'],
          completed: false,
        });
      }
    } catch {
      return; // The data layer showed the failure toast; the dialog keeps the input.
    }
    onDone(values.date);
  };

  return (
    <KitForm form={form} onSubmit={onSubmit}>
      <div className="grid gap-2">
        {/* The group is named by its aria-label; this is the visible caption. */}
        <span aria-hidden="true" className="text-sm leading-none font-medium">
          Type
        </span>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <SegmentedControl
              aria-label="Type"
              options={TYPES}
              value={field.value}
              onValueChange={(value) => {
                markManual('category');
                field.onChange(value);
              }}
              size={device === 'desktop' ? 'md' : 'lg'}
              className="w-full [&>button]:flex-1"
            />
          )}
        />
      </div>

      <TextField
        name="title"
        label="Title"
        errorShownBy={errorId}
        maxLength={LIMITS.title}
        autoComplete="off"
        placeholder={
          type === 'event'
            ? 'e.g. Science fair'
            : type === 'exam'
              ? 'e.g. Chapter 4 test'
              : 'e.g. Read pages 40-52'
        }
      />
      <TitleChips
        chips={chips}
        title={fields.title !== title.trim() ? fields.title : null}
        announcement={announcement}
        onRemove={(chip) => {
          remove(chip);
          setFocus('title');
        }}
      />

      <TextareaField
        name="description"
        label="Description"
        maxLength={LIMITS.longText}
        rows={3}
        placeholder="Optional details"
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          name="date"
          label="Date"
          errorShownBy={missingDate ? errorId : undefined}
          onValueChange={() => markManual('due')}
        />
        {!createsEvent && <ClassField classes={classes} onPick={() => markManual('class')} />}
      </div>

      {createsEvent ? (
        <EventTimeFields onStartTimeChange={() => markManual('due')} />
      ) : (
        <p className="text-muted-foreground -mt-1 text-xs">It is due at {dueTime} on that day.</p>
      )}

      {shownError && (
        <p
          id={errorId}
          role="alert"
          className="bg-destructive-soft text-destructive flex items-center gap-2 rounded-lg px-3 py-2 text-sm"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {shownError}
        </p>
      )}

      <FormFooter
        className="mt-1"
        pending={pending}
        submitDisabled={!hasTitle}
        submitLabel={SUBMIT_LABEL[type]}
      />
    </KitForm>
  );
}
