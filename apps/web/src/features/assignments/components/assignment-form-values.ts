import {
  addLocalDays,
  DEFAULT_DUE_TIME,
  DEFAULT_FORM_CATEGORY,
  instantToLocalDateTime,
} from '@assignd/core';
import {
  assignmentCategorySchema,
  createAssignmentSchema,
  LIMITS,
  type Assignment,
} from '@assignd/schemas';
import { z } from 'zod';
import { NO_CLASS } from '@/features/classes/public/class-select';

/* The New / Edit Assignment form's fields, their rules and where they start. */

export const formSchema = z.object({
  // The same rule (and message, 'Please enter a title') as the server's.
  title: createAssignmentSchema.shape.title,
  description: z
    .string()
    .trim()
    .max(LIMITS.longText, `Must be at most ${LIMITS.longText} characters`),
  date: z.string(),
  time: z.string(),
  classId: z.string(),
  category: assignmentCategorySchema,
  completed: z.boolean(),
});

export type FormInput = z.input<typeof formSchema>;
export type FormOutput = z.output<typeof formSchema>;

export function defaultsFor(assignment: Assignment | undefined, presetClassId?: string): FormInput {
  if (!assignment) {
    return {
      title: '',
      description: '',
      date: instantToLocalDateTime(addLocalDays(new Date(), 1)).date,
      time: DEFAULT_DUE_TIME,
      classId: presetClassId ?? NO_CLASS,
      category: DEFAULT_FORM_CATEGORY,
      completed: false,
    };
  }
  const due = assignment.dueDate ? new Date(assignment.dueDate) : null;
  const local = due && !Number.isNaN(due.getTime()) ? instantToLocalDateTime(due) : null;
  return {
    title: assignment.title,
    description: assignment.description ?? '',
    date: local?.date ?? '',
    time: local?.time ?? '',
    classId: assignment.classId ?? NO_CLASS,
    category: assignment.category,
    completed: assignment.completed,
  };
}
