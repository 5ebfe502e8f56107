import {
  ASSIGNMENT_CATEGORIES,
  CLASS_ICONS,
  DEFAULT_CLASS_COLOR,
  DEFAULT_CLASS_ICON,
  DEFAULT_STORED_CATEGORY,
  HOLIDAY_DAYS_MAX,
  HOLIDAY_NAME_MAX,
  HOLIDAYS_MAX,
  parseLocalDate,
  SCHOOL_WEEKDAYS_DEFAULT,
  isValidPeriodRange,
  minutesOfDay,
  NAMING_STYLES,
  ROTATION_DAYS_MAX,
  ROTATION_DAYS_MIN,
  THEMES,
  toStoredClock,
  WEEKDAY_KEYS,
} from '@assignd/core';
import { z } from 'zod';
import { calendarDateSchema, dateOrInstantSchema, instantSchema } from './dates';
import { reminderPreferenceFields } from './reminders';
import { text } from './text';

/** Bounds the spec leaves open, chosen so real titles fit and abuse does not. */
export const LIMITS = {
  title: 200,
  name: 100,
  shortText: 100,
  longText: 5000,
  periodsPerDay: 20,
} as const;

const id = z.string().uuid('Expected an id');
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour such as #4f46e5');
const time24 = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time such as 08:30');

/** Trimmed text where an empty value means "none". */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Counts own keys up to `max + 1`, so a huge object is not walked to the end to be refused. */
function hasMoreKeysThan(value: object, max: number): boolean {
  let count = 0;
  for (const key in value) {
    if (Object.hasOwn(value, key) && ++count > max) return true;
  }
  return false;
}

/**
 * A record whose key count is checked before any key is read: zod walks every key of a record
 * (and lists every unknown one), so an object with 100,000 keys would otherwise cost that much.
 */
const boundedKeys = <T extends z.ZodType>(
  schema: T,
  max: number,
  message: string,
): z.ZodType<z.output<T>, z.input<T>> =>
  z.preprocess((input, ctx) => {
    if (input !== null && typeof input === 'object' && hasMoreKeysThan(input, max)) {
      ctx.addIssue({ code: 'custom', message });
    }
    return input;
  }, schema);

// ---------- assignments

export const assignmentCategorySchema = z.enum(ASSIGNMENT_CATEGORIES, {
  message: `Expected one of ${ASSIGNMENT_CATEGORIES.join(', ')}`,
});

const assignmentFields = {
  title: text(LIMITS.title).min(1, 'Please enter a title'),
  description: optionalText(LIMITS.longText),
  dueDate: instantSchema.nullish().transform((value) => value ?? null),
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

// ---------- classes

const classFields = {
  name: text(LIMITS.name).min(1, 'Please enter a class name'),
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
  location: optionalText(LIMITS.shortText),
};

/**
 * The create fields without the cross-field rule, for restore to extend. `allDay` defaults to
 * true: clients from before times existed sent a placeholder 23:59, which is no time at all.
 */
export const createEventFieldsSchema = z
  .object({
    ...eventFields,
    description: eventFields.description.optional(),
    eventDate: eventFields.eventDate.optional(),
    endDate: eventFields.endDate.optional(),
    allDay: eventFields.allDay.default(true),
    location: eventFields.location.optional(),
  })
  .strict();

/** Refines an event's times with `eventTimesProblem`, reported on endDate. */
export const withEventTimes = <T extends z.ZodType<Partial<EventTimes> & { allDay: boolean }>>(
  schema: T,
) =>
  schema.superRefine((value, ctx) => {
    const problem = eventTimesProblem({
      eventDate: value.eventDate ?? null,
      endDate: value.endDate ?? null,
      allDay: value.allDay,
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endDate'] });
  });

export const createEventSchema = withEventTimes(createEventFieldsSchema);
export type CreateEventInput = z.input<typeof createEventSchema>;

/** A partial change; the service checks the times of the row it would make. */
export const updateEventSchema = z.object(eventFields).partial().strict();
export type UpdateEventInput = z.input<typeof updateEventSchema>;

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

const themeSchema = z.enum(THEMES, { message: `Expected one of ${THEMES.join(', ')}` });

export const updatePreferencesSchema = z
  .object({ remindersEnabled: z.boolean(), theme: themeSchema, ...reminderPreferenceFields })
  .partial()
  .strict();
export type UpdatePreferencesInput = z.input<typeof updatePreferencesSchema>;

// ---------- schedule

// '12:30 p.m.' is the longest time anyone writes. Either form is accepted (older clients and
// backups send '8:00 AM'); what is stored is 'HH:MM', the form class times use.
const clockText = text(20, { tooLong: 'Expected a time such as 8:00 AM' })
  .refine((value) => minutesOfDay(value) !== null, 'Expected a time such as 8:00 AM')
  .transform((value) => toStoredClock(value) ?? value);

/** Shared with the schedule editor, which checks its draft's times before they become stored text. */
export const PERIOD_RANGE_MESSAGE = 'A period must end after it starts';

/** One day's periods: at most LIMITS.periodsPerDay of `period` (the stored or the editor's form). */
export const periodListOf = <T extends z.ZodType>(period: T) =>
  z.array(period).max(LIMITS.periodsPerDay, `At most ${LIMITS.periodsPerDay} periods a day`);

const periodSchema = z
  .object({
    id: text(LIMITS.shortText, { trim: false }).min(1),
    label: text(LIMITS.shortText),
    start: clockText,
    end: clockText,
    classId: id.nullish().transform((value) => value ?? null),
  })
  .strict()
  .refine((period) => isValidPeriodRange(period.start, period.end), {
    message: PERIOD_RANGE_MESSAGE,
    path: ['end'],
  });

const periodList = periodListOf(periodSchema);
const weekdayKey = z.enum(WEEKDAY_KEYS);
const namingStyle = z.enum(NAMING_STYLES);
const rotationDays = `Expected ${ROTATION_DAYS_MIN} to ${ROTATION_DAYS_MAX} days`;

const weeklyScheduleSchema = z
  .object({
    type: z.literal('weekly'),
    days: boundedKeys(z.partialRecord(weekdayKey, periodList), 7, 'Expected days 0 to 6'),
  })
  .strict()
  .transform((schedule) => ({
    type: 'weekly' as const,
    days: Object.fromEntries(
      weekdayKey.options.map((key) => [key, schedule.days[key] ?? []]),
    ) as Record<z.infer<typeof weekdayKey>, z.infer<typeof periodList>>,
  }));

/**
 * A list refused by its length before any item is read (as boundedKeys does for records), and
 * documented as a list of `item`.
 */
const boundedList = <T extends z.ZodType>(
  item: T,
  max: number,
  message: string,
  least?: { min: number; message: string },
) =>
  z.preprocess(
    (input, ctx) => {
      if (Array.isArray(input) && input.length > max) ctx.addIssue({ code: 'custom', message });
      return input;
    },
    z
      .array(item)
      .max(max, message)
      .min(least?.min ?? 0, least?.message),
  );

const weekdayNumber = z
  .number()
  .int('Expected 0 (Sunday) to 6 (Saturday)')
  .min(0, 'Expected 0 (Sunday) to 6 (Saturday)')
  .max(6, 'Expected 0 (Sunday) to 6 (Saturday)');

/** Saved without it (the API, an older client), a rotation counts Monday to Friday. */
export const schoolWeekdaysSchema = boundedList(weekdayNumber, 7, 'Expected at most 7 weekdays', {
  min: 1,
  message: 'Pick at least one school day',
}).transform((days) => [...new Set(days)].sort((a, b) => a - b));

const HOLIDAY_TOO_LONG = `A holiday lasts at most ${HOLIDAY_DAYS_MAX} days`;

export const holidaySchema = z
  .object({
    name: text(HOLIDAY_NAME_MAX).min(1, 'Please enter a name'),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
  })
  .strict()
  .superRefine((holiday, ctx) => {
    const first = parseLocalDate(holiday.startDate) ?? 0;
    const last = parseLocalDate(holiday.endDate) ?? 0;
    if (last < first) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Ends before it starts' });
    } else if (last - first + 1 > HOLIDAY_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: HOLIDAY_TOO_LONG });
    }
  });

const holidayList = boundedList(holidaySchema, HOLIDAYS_MAX, `At most ${HOLIDAYS_MAX} holidays`);

const rotatingScheduleSchema = z
  .object({
    type: z.literal('rotating'),
    // The bounds abort, so the key check below never runs with an absurd cycle length.
    numDays: z
      .number()
      .min(ROTATION_DAYS_MIN, { message: rotationDays, abort: true })
      .max(ROTATION_DAYS_MAX, { message: rotationDays, abort: true })
      .int(rotationDays),
    dayNamingStyle: namingStyle,
    periodNamingStyle: namingStyle,
    dayLabels: boundedKeys(
      z.record(z.string(), text(LIMITS.shortText)),
      ROTATION_DAYS_MAX,
      rotationDays,
    ),
    days: boundedKeys(z.record(z.string(), periodList), ROTATION_DAYS_MAX, rotationDays),
    startDate: dateOrInstantSchema,
    currentDay: text(LIMITS.shortText, { trim: false }).optional(),
    schoolWeekdays: schoolWeekdaysSchema.default([...SCHOOL_WEEKDAYS_DEFAULT]),
    holidays: holidayList.default([]),
  })
  .strict()
  .superRefine((schedule, ctx) => {
    for (const [field, record] of [
      ['days', schedule.days],
      ['dayLabels', schedule.dayLabels],
    ] as const) {
      for (const key of Object.keys(record)) {
        if (!/^[1-9]$/.test(key) || Number(key) > schedule.numDays) {
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
