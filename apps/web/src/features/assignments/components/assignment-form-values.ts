import {
  addLocalDays,
  DEFAULT_DUE_TIME,
  DEFAULT_FORM_CATEGORY,
  instantToLocalDateTime,
  localDateTimeToIso,
} from '@assignd/core';
import {
  assignmentCategorySchema,
  createAssignmentSchema,
  LIMITS,
  type Assignment,
  type CreateAssignmentInput,
  type UpdateAssignmentInput,
} from '@assignd/schemas';
import { z } from 'zod';
import { NO_CLASS } from '@/features/classes/public/class-select';
import { gradeDefaults, gradeFormShape, gradeInput } from '@/features/grades/public/grade-fields';
import { INVALID_DATE, INVALID_TIME } from '@/components/form/use-kit-form';

/* The New / Edit Assignment form's fields, their rules and where they start. */

export const formSchema = z
  .object({
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
    // Its grade (issue 30), asked once it is completed and kept as it was while hidden.
    ...gradeFormShape,
  })
  // A blank date is no due date (the spec keeps undated assignments, listed last); a blank time
  // is 23:59 (spec 5). What is typed must make an instant.
  .superRefine(({ date, time }, ctx) => {
    if (time && !localDateTimeToIso('2000-01-01', time)) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: INVALID_TIME });
    } else if (date && !localDateTimeToIso(date, time || DEFAULT_DUE_TIME)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: INVALID_DATE });
    }
  });

/** Said under a blank due date, so leaving it blank is a choice the student sees. */
export const NO_DUE_DATE = 'No due date';

export type FormInput = z.input<typeof formSchema>;
export type FormOutput = z.output<typeof formSchema>;

/**
 * The due date the form says: a date without a time is due at 23:59, no date no due date (the
 * schema has checked that a given date and time make an instant).
 */
const dueDateOf = ({ date, time }: FormOutput) =>
  date ? localDateTimeToIso(date, time || DEFAULT_DUE_TIME) : null;

/** The chosen class's grading categories, undefined while they load (see gradeInput). */
type ClassCategories = readonly { id: string }[] | undefined;

export function createInput(
  values: FormOutput,
  title: string,
  categories: ClassCategories,
): CreateAssignmentInput {
  return {
    title,
    ...(values.description ? { description: values.description } : {}),
    dueDate: dueDateOf(values),
    classId: values.classId || null,
    category: values.category,
    // A new assignment is rarely graded yet: its body names a grade only when it has one.
    ...withGrade(gradeInput(values, categories)),
  };
}

const withGrade = (grade: ReturnType<typeof gradeInput>) =>
  grade.pointsEarned !== null ||
  grade.pointsPossible !== null ||
  grade.gradeCategoryId !== null ||
  grade.excused
    ? grade
    : {};

/**
 * An edit saves the due date the form shows, as a new assignment does. Spec 5's "only when both
 * date and time are present" kept the old due date when the time was blank, so a date given (or
 * changed) with no time was dropped while the dialog closed as if saved (issue 28, item 1).
 */
export function updateInput(
  values: FormOutput,
  categories: ClassCategories,
): UpdateAssignmentInput {
  return {
    title: values.title,
    description: values.description || null,
    dueDate: dueDateOf(values),
    classId: values.classId || null,
    category: values.category,
    completed: values.completed,
    ...gradeInput(values, categories),
  };
}

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
      ...gradeDefaults(undefined),
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
    ...gradeDefaults(assignment),
  };
}
