import { DEFAULT_DUE_TIME, localDateTimeToInstant, type AssignmentCategory } from '@assignd/core';
import { LIMITS } from '@assignd/schemas';
import { CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useCreateAssignment } from '@/api/assignments';
import { classesByName, useClasses } from '@/api/classes';
import { useCreateEvent } from '@/api/events';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { QuickAddDevice, QuickAddState, QuickAddType } from './quick-add-dialog';

/* Loaded on the first click of Quick Add or Add Event (see quick-add-dialog.tsx). */

const TYPES: { value: QuickAddType; label: string }[] = [
  { value: 'assignment', label: 'Assignment' },
  { value: 'exam', label: 'Exam' },
  { value: 'event', label: 'Event' },
];

/**
 * Spec 5: an assignment is Homework and an exam a Test; an event is an event record, except on the
 * tablet, where it is an assignment of category Other.
 */
const CATEGORY: Record<QuickAddType, AssignmentCategory> = {
  assignment: 'Homework',
  exam: 'Test',
  event: 'Other',
};

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

/** The instant of 23:59 on the chosen local day; null when the text is not a real date. */
function endOfDayInstant(date: string): string | null {
  try {
    return localDateTimeToInstant(date, DEFAULT_DUE_TIME).toISOString();
  } catch {
    return null;
  }
}

interface Props {
  state: QuickAddState;
  onClose: () => void;
  onAdded?: (date: string) => void;
  device: QuickAddDevice;
}

export function QuickAddFormDialog({ state, onClose, onAdded, device }: Props) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      {state && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Quick Add</DialogTitle>
            <DialogDescription>
              Add an assignment, an exam or an event to your calendar.
            </DialogDescription>
          </DialogHeader>
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
        </DialogContent>
      )}
    </Dialog>
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
  const { data: classes = [] } = useClasses(classesByName);
  const createAssignment = useCreateAssignment();
  const createEvent = useCreateEvent(
    device === 'phone' ? { errorMessage: PHONE_EVENT_ADD_FAILED } : undefined,
  );
  const [type, setType] = useState<QuickAddType>(initialType);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [classId, setClassId] = useState('');
  const [date, setDate] = useState(initialDate);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const busy = createAssignment.isPending || createEvent.isPending;
  const createsEvent = type === 'event' && device !== 'tablet';
  const hasTitle = title.trim().length > 0;
  // The message goes once both are there again.
  const shownError = error && (!hasTitle || !date) ? error : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const instant = date ? endOfDayInstant(date) : null;
    if (!hasTitle || !instant) {
      setError(device === 'phone' ? PHONE_REQUIRED : QUICK_ADD_REQUIRED);
      return;
    }
    setError(null);
    const trimmedDescription = description.trim();
    try {
      if (createsEvent) {
        await createEvent.mutateAsync({
          title: title.trim(),
          ...(trimmedDescription ? { description: trimmedDescription } : {}),
          eventDate: instant,
        });
      } else {
        await createAssignment.mutateAsync({
          title: title.trim(),
          ...(trimmedDescription ? { description: trimmedDescription } : {}),
          dueDate: instant,
          classId: classId || null,
          category: CATEGORY[type],
          completed: false,
        });
      }
    } catch {
      return; // The data layer showed the failure toast; the dialog keeps the input.
    }
    onDone(date);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-2">
        {/* The group is named by its aria-label; this is the visible caption. */}
        <span aria-hidden="true" className="text-sm leading-none font-medium">
          Type
        </span>
        <SegmentedControl
          aria-label="Type"
          options={TYPES}
          value={type}
          onValueChange={setType}
          size={device === 'desktop' ? 'md' : 'lg'}
          className="w-full [&>button]:flex-1"
        />
      </div>

      <Field label="Title">
        {(field) => (
          <Input
            {...field}
            aria-invalid={Boolean(shownError) && !hasTitle}
            aria-describedby={shownError ? errorId : undefined}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
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
        )}
      </Field>

      <Field label="Description">
        {(field) => (
          <Textarea
            {...field}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={LIMITS.longText}
            rows={3}
            placeholder="Optional details"
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date">
          {(field) => (
            <Input
              {...field}
              aria-invalid={Boolean(shownError) && !date}
              aria-describedby={shownError ? errorId : undefined}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
        </Field>
        {!createsEvent && (
          <Field label="Class">
            {(field) => (
              <Select
                {...field}
                value={classId}
                onChange={(event) => setClassId(event.target.value)}
              >
                <option value="">No class</option>
                {classes.map((schoolClass) => (
                  <option key={schoolClass.id} value={schoolClass.id}>
                    {schoolClass.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </div>

      <p className="text-muted-foreground -mt-1 text-xs">
        {createsEvent ? 'The event is' : 'It is due'} at 11:59 PM on that day.
      </p>

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

      <DialogFooter className="mt-1">
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!hasTitle || busy} aria-busy={busy}>
          {busy && <Spinner />}
          {SUBMIT_LABEL[type]}
        </Button>
      </DialogFooter>
    </form>
  );
}
