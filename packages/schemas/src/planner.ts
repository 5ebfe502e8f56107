import {
  ASSIGNMENT_CATEGORIES,
  CLASS_ICONS,
  DEFAULT_CLASS_COLOR,
  DEFAULT_CLASS_ICON,
  DEFAULT_STORED_CATEGORY,
  isValidPeriodRange,
  minutesOfDay,
  ROTATION_DAYS_MAX,
  ROTATION_DAYS_MIN,
  THEMES,
  type Schedule,
} from '@assignd/core';
import { z } from 'zod';

/** Bounds the spec leaves open, chosen so real titles fit and abuse does not. */
export const LIMITS = {
  title: 200,
  name: 100,
  shortText: 100,
  longText: 5000,
  periodsPerDay: 20,
} as const;

const id = z.string().uuid('Expected an id');
const isoInstant = z.string().datetime({ offset: true, message: 'Expected an ISO date and time' });
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour such as #4f46e5');
const time24 = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time such as 08:30');

/** Trimmed text where an empty value means "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

// ---------- assignments

export const assignmentCategorySchema = z.enum(ASSIGNMENT_CATEGORIES, {
  message: `Expected one of ${ASSIGNMENT_CATEGORIES.join(', ')}`,
});

const assignmentFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Please enter a title')
    .max(LIMITS.title, `Must be at most ${LIMITS.title} characters`),
  description: optionalText(LIMITS.longText),
  dueDate: isoInstant.nullish().transform((value) => value ?? null),
  classId: id.nullish().transform((value) => value ?? null),
  category: assignmentCategorySchema,
  completed: z.boolean(),
  notes: optionalText(LIMITS.longText),
};

export const createAssignmentSchema = z
  .object({
    ...assignmentFields,
    category: assignmentFields.category.default(DEFAULT_STORED_CATEGORY),
    completed: assignmentFields.completed.default(false),
    description: assignmentFields.description.optional(),
    dueDate: assignmentFields.dueDate.optional(),
    classId: assignmentFields.classId.optional(),
    notes: assignmentFields.notes.optional(),
  })
  .strict();
export type CreateAssignmentInput = z.input<typeof createAssignmentSchema>;

export const updateAssignmentSchema = z.object(assignmentFields).partial().strict();
export type UpdateAssignmentInput = z.input<typeof updateAssignmentSchema>;

export interface Assignment {
  id: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  classId: string | null;
  category: z.infer<typeof assignmentCategorySchema>;
  completed: boolean;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

// ---------- classes

const classFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a class name')
    .max(LIMITS.name, `Must be at most ${LIMITS.name} characters`),
  color: hexColor,
  icon: z.enum(CLASS_ICONS, { message: `Expected one of ${CLASS_ICONS.join(', ')}` }),
  room: optionalText(LIMITS.shortText),
  teacher: optionalText(LIMITS.shortText),
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
};

export const createClassSchema = z
  .object({
    ...classFields,
    color: classFields.color.default(DEFAULT_CLASS_COLOR),
    icon: classFields.icon.default(DEFAULT_CLASS_ICON),
    room: classFields.room.optional(),
    teacher: classFields.teacher.optional(),
    startTime: classFields.startTime.optional(),
    endTime: classFields.endTime.optional(),
    daysOfWeek: classFields.daysOfWeek.optional(),
  })
  .strict();
export type CreateClassInput = z.input<typeof createClassSchema>;

export const updateClassSchema = z.object(classFields).partial().strict();
export type UpdateClassInput = z.input<typeof updateClassSchema>;

export interface SchoolClass {
  id: string;
  name: string;
  color: string;
  icon: z.infer<typeof classFields.icon>;
  room: string | null;
  teacher: string | null;
  startTime: string | null;
  endTime: string | null;
  daysOfWeek: number[] | null;
  createdAt: string;
  updatedAt: string;
}

// ---------- events

const eventFields = {
  title: assignmentFields.title,
  description: optionalText(LIMITS.longText),
  eventDate: isoInstant.nullish().transform((value) => value ?? null),
};

export const createEventSchema = z
  .object({
    ...eventFields,
    description: eventFields.description.optional(),
    eventDate: eventFields.eventDate.optional(),
  })
  .strict();
export type CreateEventInput = z.input<typeof createEventSchema>;

export const updateEventSchema = z.object(eventFields).partial().strict();
export type UpdateEventInput = z.input<typeof updateEventSchema>;

export interface PlannerEvent {
  id: string;
  title: string;
  description: string | null;
  eventDate: string | null;
  createdAt: string;
  updatedAt: string;
}

// ---------- profile and preferences

export const updateProfileSchema = z
  .object({
    displayName: optionalText(LIMITS.name),
    firstName: optionalText(LIMITS.name),
    lastName: optionalText(LIMITS.name),
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const themeSchema = z.enum(THEMES, { message: `Expected one of ${THEMES.join(', ')}` });

export const preferencesSchema = z.object({ remindersEnabled: z.boolean(), theme: themeSchema });
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesSchema = preferencesSchema.partial().strict();
export type UpdatePreferencesInput = z.input<typeof updatePreferencesSchema>;

// ---------- schedule

const clockText = z
  .string()
  .trim()
  .refine((value) => minutesOfDay(value) !== null, 'Expected a time such as 8:00 AM');

export const periodSchema = z
  .object({
    id: z.string().min(1).max(100),
    label: z.string().trim().max(LIMITS.shortText),
    start: clockText,
    end: clockText,
    classId: id.nullish().transform((value) => value ?? null),
  })
  .strict()
  .refine((period) => isValidPeriodRange(period.start, period.end), {
    message: 'A period must end after it starts',
    path: ['end'],
  });

const periodList = z
  .array(periodSchema)
  .max(LIMITS.periodsPerDay, `At most ${LIMITS.periodsPerDay} periods a day`);
const weekdayKey = z.enum(['0', '1', '2', '3', '4', '5', '6']);
const namingStyle = z.enum(['letters', 'numbers']);

const weeklyScheduleSchema = z
  .object({
    type: z.literal('weekly'),
    days: z.partialRecord(weekdayKey, periodList),
  })
  .strict()
  .transform((schedule) => ({
    type: 'weekly' as const,
    days: Object.fromEntries(
      weekdayKey.options.map((key) => [key, schedule.days[key] ?? []]),
    ) as Record<z.infer<typeof weekdayKey>, z.infer<typeof periodList>>,
  }));

const rotatingScheduleSchema = z
  .object({
    type: z.literal('rotating'),
    numDays: z
      .number()
      .int()
      .min(ROTATION_DAYS_MIN, `Expected ${ROTATION_DAYS_MIN} to ${ROTATION_DAYS_MAX} days`)
      .max(ROTATION_DAYS_MAX, `Expected ${ROTATION_DAYS_MIN} to ${ROTATION_DAYS_MAX} days`),
    dayNamingStyle: namingStyle,
    periodNamingStyle: namingStyle,
    dayLabels: z.record(z.string(), z.string().trim().max(LIMITS.shortText)),
    days: z.record(z.string(), periodList),
    startDate: z.union([z.string().date('Expected a date such as 2026-09-01'), isoInstant]),
    currentDay: z.string().max(LIMITS.shortText).optional(),
  })
  .strict()
  .superRefine((schedule, ctx) => {
    const allowed = new Set(Array.from({ length: schedule.numDays }, (_, i) => String(i + 1)));
    for (const [field, record] of [
      ['days', schedule.days],
      ['dayLabels', schedule.dayLabels],
    ] as const) {
      for (const key of Object.keys(record)) {
        if (!allowed.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [field, key],
            message: `Expected days 1 to ${schedule.numDays}`,
          });
        }
      }
    }
  });

// Discriminated so a wrong period reports its own path instead of a union failure on the root.
export const scheduleSchema = z.discriminatedUnion('type', [
  weeklyScheduleSchema,
  rotatingScheduleSchema,
]);
export type ScheduleInput = z.input<typeof scheduleSchema>;

/** The classes a schedule's periods point at, so the server can check they are the user's. */
export function scheduleClassIds(schedule: Schedule): string[] {
  const ids = new Set<string>();
  for (const periods of Object.values(schedule.days)) {
    for (const period of periods) if (period.classId) ids.add(period.classId);
  }
  return [...ids];
}

// ---------- backup

export const BACKUP_VERSION = '1.0';

export interface BackupFile {
  assignments: Assignment[];
  classes: SchoolClass[];
  schedule: Schedule[];
  events: PlannerEvent[];
  exportDate: string;
  version: typeof BACKUP_VERSION;
}
