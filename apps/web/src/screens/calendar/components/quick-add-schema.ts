import { parseLocalDate, type AssignmentCategory } from '@assignd/core';
import { createAssignmentSchema } from '@assignd/schemas';
import { z } from 'zod';
import { eventTimeFields, eventTimeProblem } from '@/features/events/public/event-time-form';
import type { QuickAddType } from './quick-add-state';

/**
 * Spec 5: an assignment is Homework and an exam a Test. An event is an event record on every
 * device: spec 5 made it an assignment of category Other on the tablet, which has no time or place.
 */
export const QUICK_ADD_CATEGORY: Record<Exclude<QuickAddType, 'event'>, AssignmentCategory> = {
  assignment: 'Homework',
  exam: 'Test',
};

/**
 * Quick Add's fields. Title and description follow the server's rules (trimmed, an empty
 * description is none); the date must be a real local day. The form turns it into an instant
 * once, on submit: at the title's time or 23:59 (an event asks for its own time, or All day).
 */
export const quickAddSchema = z
  .object({
    type: z.enum(['assignment', 'exam', 'event']),
    title: createAssignmentSchema.shape.title,
    description: createAssignmentSchema.shape.description,
    date: z.string().refine((date) => parseLocalDate(date) !== null, 'Please select a date'),
    classId: z.string(),
    // An event's time and place; the other types have none.
    allDay: eventTimeFields.allDay.default(false),
    startTime: eventTimeFields.startTime.default(''),
    endTime: eventTimeFields.endTime.default(''),
    location: eventTimeFields.location.default(''),
  })
  .superRefine((values, ctx) => {
    const problem =
      values.type === 'event' && parseLocalDate(values.date) !== null
        ? eventTimeProblem(values.date, values)
        : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });

export type QuickAddInput = z.input<typeof quickAddSchema>;
export type QuickAddOutput = z.output<typeof quickAddSchema>;
