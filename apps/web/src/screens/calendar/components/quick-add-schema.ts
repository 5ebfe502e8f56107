import { DEFAULT_DUE_TIME, localDateTimeToInstant, type AssignmentCategory } from '@assignd/core';
import { createAssignmentSchema } from '@assignd/schemas';
import { z } from 'zod';
import type { QuickAddType } from './quick-add-state';

/**
 * Spec 5: an assignment is Homework and an exam a Test; an event is an event record, except on the
 * tablet, where it is an assignment of category Other.
 */
export const QUICK_ADD_CATEGORY: Record<QuickAddType, AssignmentCategory> = {
  assignment: 'Homework',
  exam: 'Test',
  event: 'Other',
};

/**
 * The instant of a time (23:59 when none, as the title may name one) on the chosen local day;
 * null when the text is not a real date.
 */
export function dueAtInstant(date: string, time: string | null = null): string | null {
  try {
    return localDateTimeToInstant(date, time ?? DEFAULT_DUE_TIME).toISOString();
  } catch {
    return null;
  }
}

/**
 * Quick Add's fields. Title and description follow the server's rules (trimmed, an empty
 * description is none); the date must be a real local day, whose 23:59 becomes the due instant.
 */
export const quickAddSchema = z.object({
  type: z.enum(['assignment', 'exam', 'event']),
  title: createAssignmentSchema.shape.title,
  description: createAssignmentSchema.shape.description,
  date: z.string().refine((date) => dueAtInstant(date) !== null, 'Please select a date'),
  classId: z.string(),
});

export type QuickAddInput = z.input<typeof quickAddSchema>;
export type QuickAddOutput = z.output<typeof quickAddSchema>;
