import {
  ASSIGNMENT_CATEGORIES,
  CLASS_ICONS,
  CLASS_LEVELS,
  POINTS_MAX,
  DEFAULT_CLASS_COLOR,
  DEFAULT_CLASS_ICON,
  DEFAULT_STORED_CATEGORY,
  THEMES,
} from '@assignd/core';
import { z } from 'zod';
import { instantSchema } from './dates';
import { decimalNumber } from './decimals';
import { reminderPreferenceFields } from './reminders';
import { line, text } from './text';

/*
 * The planner's requests: assignments, classes, events, profile and preferences. The schedule's
 * are in schedule.ts.
 */

/** Bounds the spec leaves open, chosen so real titles fit and abuse does not. */
export const LIMITS = {
  title: 200,
  name: 100,
  shortText: 100,
  longText: 5000,
  periodsPerDay: 20,
} as const;

const id = z.string().uuid('Expected an id');
/**
 * A new row's id, when the device chose it: a row made offline is edited and deleted under that
 * id before the server has seen it (docs/decisions/0018).
 */
const newRowId = id.optional();
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour such as #4f46e5');
const time24 = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time such as 08:30');

/** Trimmed text where an empty value means "none". */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The same for a single line (a room, a name): line breaks fold into spaces (text.ts). */
const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((value) => (value ? value : null));

// ---------- assignments

export const assignmentCategorySchema = z.enum(ASSIGNMENT_CATEGORIES, {
  message: `Expected one of ${ASSIGNMENT_CATEGORIES.join(', ')}`,
});

const assignmentFields = {
  title: line(LIMITS.title).min(1, 'Please enter a title'),
  description: optionalText(LIMITS.longText),
  dueDate: instantSchema.nullish().transform((value) => value ?? null),
  classId: id.nullish().transform((value) => value ?? null),
  category: assignmentCategorySchema,
  completed: z.boolean(),
  notes: optionalText(LIMITS.longText),
  // Its grade (issue 30): graded once both points are set; earned above possible is extra credit.
  pointsEarned: decimalNumber(0, POINTS_MAX).nullable(),
  pointsPossible: decimalNumber(0, POINTS_MAX).nullable(),
  /** A grading category of the assignment's class. */
  gradeCategoryId: id.nullish().transform((value) => value ?? null),
  excused: z.boolean(),
};

export const createAssignmentSchema = z
  .object({
    id: newRowId,
    ...assignmentFields,
    category: assignmentFields.category.default(DEFAULT_STORED_CATEGORY),
    completed: assignmentFields.completed.default(false),
    description: assignmentFields.description.optional(),
    dueDate: assignmentFields.dueDate.optional(),
    classId: assignmentFields.classId.optional(),
    notes: assignmentFields.notes.optional(),
    pointsEarned: assignmentFields.pointsEarned.default(null),
    pointsPossible: assignmentFields.pointsPossible.default(null),
    gradeCategoryId: assignmentFields.gradeCategoryId.optional(),
    excused: assignmentFields.excused.default(false),
  })
  .strict();
export type CreateAssignmentInput = z.input<typeof createAssignmentSchema>;

export const updateAssignmentSchema = z.object(assignmentFields).partial().strict();
export type UpdateAssignmentInput = z.input<typeof updateAssignmentSchema>;

// ---------- classes

const classFields = {
  name: line(LIMITS.name).min(1, 'Please enter a class name'),
  color: hexColor,
  icon: z.enum(CLASS_ICONS, { message: `Expected one of ${CLASS_ICONS.join(', ')}` }),
  room: optionalLine(LIMITS.shortText),
  teacher: optionalLine(LIMITS.shortText),
  startTime: time24.nullish().transform((value) => value ?? null),
  endTime: time24.nullish().transform((value) => value ?? null),
  daysOfWeek: z
    .array(
      z
        .number()
        .int()
        .min(0, 'Expected 0 (Sunday) to 6 (Saturday)')
        .max(6, 'Expected 0 (Sunday) to 6 (Saturday)'),
    )
    .max(7)
    .nullish()
    .transform((days) => (days ? [...new Set(days)].sort() : null)),
  /** The term it belongs to (issue 30); none: every term's. */
  termId: id.nullish().transform((value) => value ?? null),
  credits: decimalNumber(0, 20),
  level: z.enum(CLASS_LEVELS, { message: `Expected one of ${CLASS_LEVELS.join(', ')}` }),
};

export const createClassSchema = z
  .object({
    id: newRowId,
    ...classFields,
    color: classFields.color.default(DEFAULT_CLASS_COLOR),
    icon: classFields.icon.default(DEFAULT_CLASS_ICON),
    room: classFields.room.optional(),
    teacher: classFields.teacher.optional(),
    startTime: classFields.startTime.optional(),
    endTime: classFields.endTime.optional(),
    daysOfWeek: classFields.daysOfWeek.optional(),
    termId: classFields.termId.optional(),
    credits: classFields.credits.default(1),
    level: classFields.level.default('regular'),
  })
  .strict();
export type CreateClassInput = z.input<typeof createClassSchema>;

export const updateClassSchema = z.object(classFields).partial().strict();
export type UpdateClassInput = z.input<typeof updateClassSchema>;

// ---------- events

export const EVENT_TIME_MESSAGES = {
  endWithoutStart: 'An end time needs a start date and time',
  endNotAfterStart: 'The end must be after the start',
  endOfAllDay: 'An all-day event has no end time',
  tooLong: 'An event lasts at most 31 days',
} as const;

/** Long enough for a trip or a camp; the week grid clips what runs past its day. */
const EVENT_LENGTH_MAX_MS = 31 * 24 * 60 * 60 * 1000;

export interface EventTimes {
  eventDate: string | null;
  endDate: string | null;
  allDay: boolean;
}

/**
 * Why an event's start, end and all-day setting do not go together, or null. The create schema,
 * restore and the service (on the merged row of a partial change) all ask this one rule.
 */
export function eventTimesProblem({ eventDate, endDate, allDay }: EventTimes): string | null {
  if (endDate === null) return null;
  if (allDay) return EVENT_TIME_MESSAGES.endOfAllDay;
  if (eventDate === null) return EVENT_TIME_MESSAGES.endWithoutStart;
  const length = Date.parse(endDate) - Date.parse(eventDate);
  if (length <= 0) return EVENT_TIME_MESSAGES.endNotAfterStart;
  return length > EVENT_LENGTH_MAX_MS ? EVENT_TIME_MESSAGES.tooLong : null;
}

const eventFields = {
  title: assignmentFields.title,
  description: optionalText(LIMITS.longText),
  /** The start: a timed event's first minute, an all-day event's day in the student's zone. */
  eventDate: instantSchema.nullish().transform((value) => value ?? null),
  endDate: instantSchema.nullish().transform((value) => value ?? null),
  allDay: z.boolean(),
  location: optionalLine(LIMITS.shortText),
};

const createEventShape = {
  id: newRowId,
  ...eventFields,
  description: eventFields.description.optional(),
  eventDate: eventFields.eventDate.optional(),
  endDate: eventFields.endDate.optional(),
  location: eventFields.location.optional(),
};

/**
 * The fields of an event in a backup, without the cross-field rule. `allDay` defaults to true:
 * files from before times existed hold only the placeholder 23:59, which is no time at all.
 */
export const createEventFieldsSchema = z
  .object({ ...createEventShape, allDay: eventFields.allDay.default(true) })
  .strict();

/**
 * Refines an event's times with `eventTimesProblem`, reported on endDate. An event whose
 * `allDay` is not said is judged timed: with an end it is one (`sentAsAllDay`), and without one
 * the rule has nothing to refuse.
 */
export const withEventTimes = <T extends z.ZodType<Partial<EventTimes>>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const problem = eventTimesProblem({
      eventDate: value.eventDate ?? null,
      endDate: value.endDate ?? null,
      allDay: value.allDay ?? false,
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endDate'] });
  });

/**
 * A create. Without `allDay` the server reads the time on the student's clock (`sentAsAllDay`):
 * API clients and those from before times existed send none.
 */
export const createEventSchema = withEventTimes(
  z.object({ ...createEventShape, allDay: eventFields.allDay.optional() }).strict(),
);
export type CreateEventInput = z.input<typeof createEventSchema>;

/** A partial change; the service checks the times of the row it would make. */
export const updateEventSchema = z.object(eventFields).partial().strict();
export type UpdateEventInput = z.input<typeof updateEventSchema>;

// ---------- profile and preferences

export const updateProfileSchema = z
  .object({
    displayName: optionalLine(LIMITS.name),
    firstName: optionalLine(LIMITS.name),
    lastName: optionalLine(LIMITS.name),
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

const themeSchema = z.enum(THEMES, { message: `Expected one of ${THEMES.join(', ')}` });

export const updatePreferencesSchema = z
  .object({ remindersEnabled: z.boolean(), theme: themeSchema, ...reminderPreferenceFields })
  .partial()
  .strict();
export type UpdatePreferencesInput = z.input<typeof updatePreferencesSchema>;
