import { zodResolver } from '@hookform/resolvers/zod';
import { createEventSchema, LIMITS, type PlannerEvent } from '@assignd/schemas';
import Trash2 from 'lucide-react/icons/trash';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDeleteEvent, useUpdateEvent } from '@/features/events/api/events';
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
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { EventDialogState } from '../public/event-dialog-state';
import { EventTimeFields } from '../public/event-time-fields';
import {
  eventFormValues,
  eventTimeFields,
  eventTimeProblem,
  eventTimesInput,
} from '../public/event-times';

/* Loaded on the first click of an event's Edit button (see event-dialog.tsx); Quick Add adds events. */

const formSchema = z
  .object({
    title: createEventSchema.shape.title,
    description: z
      .string()
      .trim()
      .max(LIMITS.longText, `Must be at most ${LIMITS.longText} characters`),
    date: z.string().min(1, 'Please select a date'),
    ...eventTimeFields,
  })
  .superRefine((values, ctx) => {
    const problem = values.date ? eventTimeProblem(values.date, values) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaultsFor(event: PlannerEvent): FormInput {
  return { title: event.title, description: event.description ?? '', ...eventFormValues(event) };
}

interface Props {
  state: EventDialogState;
  onClose: () => void;
}

export function EventFormDialog({ state, onClose }: Props) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      {state && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Event</DialogTitle>
            <DialogDescription>Change its time, place or details, or delete it.</DialogDescription>
          </DialogHeader>
          {/* Keyed, so every opening starts from the event's current values. */}
          <EventForm key={state.event.id} event={state.event} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EventForm({ event, onDone }: { event: PlannerEvent; onDone: () => void }) {
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsFor(event),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const fields = {
      title: values.title,
      description: values.description || null,
      ...eventTimesInput(values.date, values),
    };
    try {
      await update.mutateAsync({ id: event.id, changes: fields });
    } catch {
      return; // The hook showed the failure toast; the dialog keeps the input.
    }
    onDone();
  });

  const busy = isSubmitting || remove.isPending;

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <Field label="Title" error={errors.title?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('title')}
              maxLength={LIMITS.title}
              autoComplete="off"
              placeholder="e.g. Science fair"
            />
          )}
        </Field>

        <Field label="Description" error={errors.description?.message}>
          {(field) => (
            <Textarea
              {...field}
              {...register('description')}
              maxLength={LIMITS.longText}
              rows={2}
              placeholder="Optional details"
            />
          )}
        </Field>

        <Field label="Date" error={errors.date?.message}>
          {(field) => <Input {...field} {...register('date')} type="date" />}
        </Field>

        <EventTimeFields withEndDate={form.formState.defaultValues?.endDate !== ''} />

        <DialogFooter className="mt-2">
          <Button
            variant="destructive-ghost"
            className="sm:mr-auto"
            disabled={busy}
            onClick={() => remove.mutate(event.id, { onSuccess: onDone })}
          >
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
            Delete
          </Button>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={busy} aria-busy={isSubmitting}>
            {isSubmitting && <Spinner />}
            Save Changes
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
