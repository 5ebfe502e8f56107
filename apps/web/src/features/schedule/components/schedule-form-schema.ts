import { HOLIDAYS_MAX, isValidPeriodRange, parseLocalDate, type WeekdayKey } from '@assignd/core';
import {
  holidaySchema,
  LIMITS,
  PERIOD_RANGE_MESSAGE,
  periodListOf,
  schoolWeekdaysSchema,
} from '@assignd/schemas';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { draftDays, type ScheduleDraft } from './schedule-draft';

/*
 * The editor's rules for its draft (24-hour input times, '' while empty). Only the active type is
 * checked, since the other one is not saved. Saving then checks the stored form with the server's
 * own scheduleSchema.
 */

const EMPTY_START_MESSAGE = 'Enter a start time';
export const EMPTY_END_MESSAGE = 'Enter an end time';
const START_DATE_MESSAGE = 'Choose a start date';

export const draftPeriodSchema = z
  .object({
    id: z.string(),
    label: z.string().max(LIMITS.shortText),
    start: z.string().min(1, EMPTY_START_MESSAGE),
    end: z.string().min(1, EMPTY_END_MESSAGE),
    classId: z.string().nullable(),
  })
  .refine(
    (period) => !period.start || !period.end || isValidPeriodRange(period.start, period.end),
    {
      message: PERIOD_RANGE_MESSAGE,
      path: ['end'],
    },
  );

const dayLists = z.record(z.string(), periodListOf(draftPeriodSchema));

const weeklyDraft = z.object({ type: z.literal('weekly'), weekly: dayLists }).loose();

const rotatingDraft = z
  .object({
    type: z.literal('rotating'),
    rotation: z
      .object({
        days: dayLists,
        startDate: z.string().refine((date) => parseLocalDate(date) !== null, START_DATE_MESSAGE),
        // The server's own rules for school days, so the editor names a problem where it is.
        schoolWeekdays: schoolWeekdaysSchema,
        holidays: z.array(holidaySchema).max(HOLIDAYS_MAX, `At most ${HOLIDAYS_MAX} holidays`),
      })
      .loose(),
  })
  .loose();

const draftRules = z.discriminatedUnion('type', [weeklyDraft, rotatingDraft]);

/** The draft's rules, as a schema of the draft itself (what the form's resolver needs). */
export const scheduleDraftSchema = z.custom<ScheduleDraft>().superRefine((draft, ctx) => {
  for (const issue of draftRules.safeParse(draft).error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
});

/** Where a day's periods live in the form, e.g. 'weekly.1' or 'rotation.days.2'. */
export type DayPath = `weekly.${WeekdayKey}` | `rotation.days.${string}`;

export function dayPath(type: ScheduleDraft['type'], day: string): DayPath {
  // The editor only shows the days of the active type, so a weekly day is one of '0' to '6'.
  return type === 'weekly' ? `weekly.${day as WeekdayKey}` : `rotation.days.${day}`;
}

/** The days (of the active type) holding a period with a wrong time, in order. */
export function daysWithErrors(draft: ScheduleDraft, errors: FieldErrors<ScheduleDraft>): string[] {
  const byDay: Record<string, unknown> | undefined =
    draft.type === 'weekly' ? errors.weekly : errors.rotation?.days;
  return draftDays(draft)
    .map((day) => day.key)
    .filter((day) => byDay?.[day] !== undefined);
}
