import {
  clampRotationDays,
  DEFAULT_PERIOD_END,
  DEFAULT_PERIOD_START,
  generateDayLabels,
  instantToLocalDateTime,
  isValidPeriodRange,
  minutesOfDay,
  parseLocalDate,
  periodLabel,
  resizeRotation,
  ROTATION_DAYS_DEFAULT,
  to12Hour,
  to24Hour,
  WEEKDAY_NAMES,
  type NamingStyle,
  type Period,
  type RotatingSchedule,
  type Schedule,
  type WeekdayKey,
} from '@assignd/core';
import type { ScheduleInput } from '@assignd/schemas';

/*
 * The Schedule Settings editor's working copy and the pure steps that change it. The editor keeps
 * both kinds of schedule while the student switches between them, and its period times in the
 * 24-hour text of <input type="time"> ('08:00'); saving turns them into the stored 12-hour text
 * ('8:00 AM') with to12Hour.
 */

export type ScheduleType = Schedule['type'];

/** A period as the editor holds it: `start` and `end` in 24-hour text, '' while empty. */
export interface DraftPeriod {
  id: string;
  label: string;
  start: string;
  end: string;
  classId: string | null;
}

export interface RotationDraft extends Omit<RotatingSchedule, 'days'> {
  days: Record<string, DraftPeriod[]>;
}

export interface ScheduleDraft {
  type: ScheduleType;
  /** Automatic period labels: 'Period 1'... (numbers) or 'Block A'... (letters). */
  periodNamingStyle: NamingStyle;
  weekly: Record<WeekdayKey, DraftPeriod[]>;
  rotation: RotationDraft;
}

export const WEEKDAY_KEYS: readonly WeekdayKey[] = ['0', '1', '2', '3', '4', '5', '6'];

export interface DayTab {
  key: string;
  /** 'Monday', 'A Day'. */
  name: string;
  /** 'Mon', 'A Day'. */
  shortName: string;
}

/** The days the editor shows for the draft's active type, in order. */
export function draftDays(draft: ScheduleDraft): DayTab[] {
  if (draft.type === 'weekly') {
    return WEEKDAY_KEYS.map((key) => {
      const name = WEEKDAY_NAMES[Number(key)] ?? key;
      return { key, name, shortName: name.slice(0, 3) };
    });
  }
  return Object.keys(draft.rotation.days).map((key) => {
    const name = draft.rotation.dayLabels[key] ?? key;
    return { key, name, shortName: name };
  });
}

export function periodsOf(draft: ScheduleDraft, day: string): DraftPeriod[] {
  const days: Record<string, DraftPeriod[]> =
    draft.type === 'weekly' ? draft.weekly : draft.rotation.days;
  return days[day] ?? [];
}

/** A copy of the draft with the active type's `day` set to `periods`. */
export function withPeriods(
  draft: ScheduleDraft,
  day: string,
  periods: DraftPeriod[],
): ScheduleDraft {
  if (draft.type === 'weekly') return { ...draft, weekly: { ...draft.weekly, [day]: periods } };
  return {
    ...draft,
    rotation: { ...draft.rotation, days: { ...draft.rotation.days, [day]: periods } },
  };
}

export function newPeriodId(): string {
  // randomUUID needs a secure context (https or localhost); anything unique will do as a fallback.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The local calendar date of `now` as 'YYYY-MM-DD'. */
export function localDate(now: Date): string {
  return instantToLocalDateTime(now).date;
}

/** Stored time text ('8:00 AM', or '08:00' from an older file) as 24-hour input text; '' if unreadable. */
export function toInputTime(text: string): string {
  const converted = to24Hour(text);
  if (converted) return converted;
  const minutes = minutesOfDay(text);
  if (minutes === null) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The date part of a rotation's stored start, for <input type="date">; '' if unreadable. */
export function toInputDate(startDate: string): string {
  if (parseLocalDate(startDate) !== null) return startDate;
  const instant = Date.parse(startDate);
  return Number.isNaN(instant) ? '' : localDate(new Date(instant));
}

const AUTO_LABEL = /^(Period \d+|Block [A-Z]+)$/;

/** Whether a label is one the editor wrote (and may rewrite), or empty. */
export function isAutoLabel(label: string): boolean {
  const trimmed = label.trim();
  return trimmed === '' || AUTO_LABEL.test(trimmed);
}

/** Renumbers automatic labels after a period is added or removed or the naming style changes; typed labels stay. */
export function relabel(periods: DraftPeriod[], style: NamingStyle): DraftPeriod[] {
  return periods.map((period, index) =>
    isAutoLabel(period.label) ? { ...period, label: periodLabel(index, style) } : period,
  );
}

/** A new period at the end of the day: 08:00 to 09:00 (spec 5), automatically labelled. */
export function addPeriod(periods: DraftPeriod[], style: NamingStyle): DraftPeriod[] {
  return [
    ...periods,
    {
      id: newPeriodId(),
      label: periodLabel(periods.length, style),
      start: DEFAULT_PERIOD_START,
      end: DEFAULT_PERIOD_END,
      classId: null,
    },
  ];
}

export function removePeriod(
  periods: DraftPeriod[],
  id: string,
  style: NamingStyle,
): DraftPeriod[] {
  return relabel(
    periods.filter((period) => period.id !== id),
    style,
  );
}

/** Copies one day's periods over each target day (with fresh ids, so the days stay independent). */
export function copyDay(draft: ScheduleDraft, from: string, to: readonly string[]): ScheduleDraft {
  const source = periodsOf(draft, from);
  return to.reduce(
    (next, day) =>
      day === from
        ? next
        : withPeriods(
            next,
            day,
            source.map((period) => ({ ...period, id: newPeriodId() })),
          ),
    draft,
  );
}

export function setPeriodNamingStyle(draft: ScheduleDraft, style: NamingStyle): ScheduleDraft {
  const relabelAll = <K extends string>(days: Record<K, DraftPeriod[]>) =>
    Object.fromEntries(
      Object.entries<DraftPeriod[]>(days).map(([day, periods]) => [day, relabel(periods, style)]),
    ) as Record<K, DraftPeriod[]>;
  return {
    ...draft,
    periodNamingStyle: style,
    weekly: relabelAll(draft.weekly),
    rotation: {
      ...draft.rotation,
      periodNamingStyle: style,
      days: relabelAll(draft.rotation.days),
    },
  };
}

/** A new cycle length (2 to 8): relabelled days, kept periods for surviving days (spec 5). */
export function setRotationDays(draft: ScheduleDraft, numDays: number): ScheduleDraft {
  // resizeRotation is typed for stored periods; the draft's differ only in their time format.
  const resized = resizeRotation(draft.rotation, numDays);
  return { ...draft, rotation: resized as RotationDraft };
}

export function setDayNamingStyle(draft: ScheduleDraft, style: NamingStyle): ScheduleDraft {
  return {
    ...draft,
    rotation: {
      ...draft.rotation,
      dayNamingStyle: style,
      dayLabels: generateDayLabels(draft.rotation.numDays, style),
    },
  };
}

function toDraftPeriods(periods: readonly Period[] | undefined): DraftPeriod[] {
  return (periods ?? []).map((period) => ({
    id: period.id,
    label: period.label,
    start: toInputTime(period.start),
    end: toInputTime(period.end),
    classId: period.classId ?? null,
  }));
}

function guessNamingStyle(schedule: Schedule): NamingStyle {
  if (schedule.type === 'rotating') return schedule.periodNamingStyle;
  const labels = Object.values(schedule.days).flatMap((periods) =>
    periods.map((period) => period.label),
  );
  return labels.some((label) => /^Block [A-Z]+$/.test(label.trim())) ? 'letters' : 'numbers';
}

function defaultRotation(now: Date, style: NamingStyle): RotationDraft {
  const numDays = ROTATION_DAYS_DEFAULT;
  return {
    type: 'rotating',
    numDays,
    dayNamingStyle: 'letters',
    periodNamingStyle: style,
    dayLabels: generateDayLabels(numDays, 'letters'),
    days: Object.fromEntries(Array.from({ length: numDays }, (_, i) => [String(i + 1), []])),
    startDate: localDate(now),
  };
}

/** The editor's starting point: the saved schedule, or an empty fixed week (and a 2-day rotation). */
export function draftFromSchedule(schedule: Schedule | null | undefined, now: Date): ScheduleDraft {
  const style = schedule ? guessNamingStyle(schedule) : 'numbers';
  const weekly = Object.fromEntries(
    WEEKDAY_KEYS.map((key) => [
      key,
      schedule?.type === 'weekly' ? toDraftPeriods(schedule.days[key]) : [],
    ]),
  ) as Record<WeekdayKey, DraftPeriod[]>;

  let rotation = defaultRotation(now, style);
  if (schedule?.type === 'rotating') {
    const numDays = clampRotationDays(schedule.numDays);
    const days = Object.fromEntries(
      Object.entries(schedule.days).map(([day, periods]) => [day, toDraftPeriods(periods)]),
    );
    // resizeRotation fills in missing days and drops days beyond the cycle; stored day names stay.
    const resized = resizeRotation({ ...schedule, days }, numDays);
    const dayLabels = { ...resized.dayLabels };
    for (const key of Object.keys(dayLabels)) {
      const stored = schedule.dayLabels[key]?.trim();
      if (stored) dayLabels[key] = stored;
    }
    rotation = {
      ...(resized as RotationDraft),
      dayLabels,
      startDate: toInputDate(schedule.startDate) || localDate(now),
    };
  }
  return { type: schedule?.type ?? 'weekly', periodNamingStyle: style, weekly, rotation };
}

export interface PeriodErrors {
  start?: string;
  end?: string;
}

export const PERIOD_RANGE_MESSAGE = 'A period must end after it starts';

/** What is wrong with a period's times, if anything (shown by the field). */
export function periodErrors(period: DraftPeriod): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!period.start) errors.start = 'Enter a start time';
  if (!period.end) errors.end = 'Enter an end time';
  if (period.start && period.end && !isValidPeriodRange(period.start, period.end))
    errors.end = PERIOD_RANGE_MESSAGE;
  return errors;
}

/** The days (of the active type) holding a period with a wrong time, in order. */
export function daysWithErrors(draft: ScheduleDraft): string[] {
  return draftDays(draft)
    .map((day) => day.key)
    .filter((day) =>
      periodsOf(draft, day).some((period) => Object.keys(periodErrors(period)).length > 0),
    );
}

export function rotationStartError(draft: ScheduleDraft): string | undefined {
  if (draft.type !== 'rotating') return undefined;
  return parseLocalDate(draft.rotation.startDate) === null ? 'Choose a start date' : undefined;
}

function toStoredPeriods(periods: DraftPeriod[], style: NamingStyle): Period[] {
  return periods.map((period, index) => ({
    id: period.id,
    label: period.label.trim() || periodLabel(index, style),
    start: to12Hour(period.start) ?? period.start,
    end: to12Hour(period.end) ?? period.end,
    classId: period.classId,
  }));
}

/** The schedule to save (PUT /api/schedule): the active type only, times in 12-hour text. */
export function draftToSchedule(draft: ScheduleDraft): ScheduleInput {
  const style = draft.periodNamingStyle;
  if (draft.type === 'weekly') {
    return {
      type: 'weekly',
      days: Object.fromEntries(
        WEEKDAY_KEYS.map((key) => [key, toStoredPeriods(draft.weekly[key], style)]),
      ),
    };
  }
  const { rotation } = draft;
  return {
    type: 'rotating',
    numDays: rotation.numDays,
    dayNamingStyle: rotation.dayNamingStyle,
    periodNamingStyle: style,
    dayLabels: rotation.dayLabels,
    days: Object.fromEntries(
      Object.entries(rotation.days).map(([day, periods]) => [day, toStoredPeriods(periods, style)]),
    ),
    startDate: rotation.startDate,
    ...(rotation.currentDay !== undefined ? { currentDay: rotation.currentDay } : {}),
  };
}

/** How many periods the active type holds in all. */
export function periodCount(draft: ScheduleDraft): number {
  return draftDays(draft).reduce((sum, day) => sum + periodsOf(draft, day.key).length, 0);
}
