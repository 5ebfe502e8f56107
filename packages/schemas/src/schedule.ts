import {
  EVERY_WEEKDAY,
  HOLIDAY_DAYS_MAX,
  HOLIDAY_NAME_MAX,
  HOLIDAYS_MAX,
  isValidPeriodRange,
  minutesOfDay,
  NAMING_STYLES,
  parseLocalDate,
  ROTATION_DAYS_MAX,
  ROTATION_DAYS_MIN,
  SCHOOL_WEEKDAYS_DEFAULT,
  toStoredClock,
  WEEKDAY_KEYS,
} from '@assignd/core';
import { z } from 'zod';
import { calendarDateSchema, dateOrInstantSchema } from './dates';
import { LIMITS } from './planner';
import { line, text } from './text';

/* The class schedule as a request sends it (PUT /api/schedule), and as restore and the web read it. */

const id = z.string().uuid('Expected an id');

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
    name: line(HOLIDAY_NAME_MAX).min(1, 'Please enter a name'),
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

/**
 * The original product rotated over every day, weekends included; its schedules keep doing so
 * (until the student picks school days) so that no day's letter shifts on restore, or when one
 * kept in the browser moves to the account.
 */
export function countingEveryDay(schedule: unknown): unknown {
  if (schedule === null || typeof schedule !== 'object' || Array.isArray(schedule)) return schedule;
  const source = schedule as Record<string, unknown>;
  return source.type === 'rotating' && source.schoolWeekdays === undefined
    ? { ...source, schoolWeekdays: [...EVERY_WEEKDAY] }
    : schedule;
}
