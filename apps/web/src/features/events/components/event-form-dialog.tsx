import { createEventSchema, LIMITS, type PlannerEvent } from '@assignd/schemas';
import { z } from 'zod';
import { useDeleteEvent, useUpdateEvent } from '@/features/events/api/events';
import { DateField, TextareaField, TextField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import type { EventDialogState } from '../public/event-dialog-state';
import { EventTimeFields } from '../public/event-time-fields';
import {
  eventFormValues,
  eventTimeFields,
  eventTimeProblem,
  eventTimesInput,
} from '../public/event-time-form';

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
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title="Edit Event"
      description="Change its time, place or details, or delete it."
    >
      {/* Keyed, so every opening starts from the event's current values. */}
      {state && <EventForm key={state.event.id} event={state.event} onDone={onClose} />}
    </FormDialog>
  );
}

function EventForm({ event, onDone }: { event: PlannerEvent; onDone: () => void }) {
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const form = useKitForm(formSchema, { defaultValues: defaultsFor(event) });

  const onSubmit = async (values: FormOutput) => {
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
  };

  return (
    <KitForm form={form} onSubmit={onSubmit}>
      <TextField
        name="title"
        label="Title"
        maxLength={LIMITS.title}
        autoComplete="off"
        placeholder="e.g. Science fair"
      />
      <TextareaField
        name="description"
        label="Description"
        maxLength={LIMITS.longText}
        rows={2}
        placeholder="Optional details"
      />
      <DateField name="date" label="Date" />
      <EventTimeFields withEndDate={form.formState.defaultValues?.endDate !== ''} />
      <FormFooter
        submitLabel="Save Changes"
        deleting={remove.isPending}
        onDelete={() => remove.mutate(event.id, { onSuccess: onDone })}
      />
    </KitForm>
  );
}
