import {
  clampRotationDays,
  DEFAULT_PERIOD_END,
  DEFAULT_PERIOD_START,
  generateDayLabels,
  instantToLocalDateTime,
  parseLocalDate,
  periodLabel,
  resizeRotation,
  ROTATION_DAYS_DEFAULT,
  SCHOOL_WEEKDAYS_DEFAULT,
  toStoredClock,
  WEEKDAY_NAMES,
  type Holiday,
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
 * 24-hour text of <input type="time"> ('08:00'), which is also the stored form the server keeps;
 * anything else (an older '8:00 AM') is read through toStoredClock.
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

interface RotationDraft extends Omit<RotatingSchedule, 'days' | 'schoolWeekdays' | 'holidays'> {
  days: Record<string, DraftPeriod[]>;
  schoolWeekdays: number[];
  holidays: Holiday[];
}

export interface ScheduleDraft {
  type: ScheduleType;
  /** Automatic period labels: 'Period 1'... (numbers) or 'Block A'... (letters). */
  periodNamingStyle: NamingStyle;
  weekly: Record<WeekdayKey, DraftPeriod[]>;
  rotation: RotationDraft;
}

const WEEKDAY_KEYS: readonly WeekdayKey[] = ['0', '1', '2', '3', '4', '5', '6'];

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

function newPeriodId(): string {
  // randomUUID needs a secure context (https or localhost); anything unique will do as a fallback.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `p-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The local calendar date of `now` as 'YYYY-MM-DD'. */
function localDate(now: Date): string {
  return instantToLocalDateTime(now).date;
}

/** Stored time text ('08:00', or an older '8:00 AM') as 24-hour input text; '' if unreadable. */
export function toInputTime(text: string): string {
  return toStoredClock(text) ?? '';
}

/** The date part of a rotation's stored start, for <input type="date">; '' if unreadable. */
function toInputDate(startDate: string): string {
  if (parseLocalDate(startDate) !== null) return startDate;
  const instant = Date.parse(startDate);
  return Number.isNaN(instant) ? '' : localDate(new Date(instant));
}

const AUTO_LABEL = /^(Period \d+|Block [A-Z]+)$/;

/** Whether a label is one the editor wrote (and may rewrite), or empty. */
function isAutoLabel(label: string): boolean {
  const trimmed = label.trim();
  return trimmed === '' || AUTO_LABEL.test(trimmed);
}

/** Renumbers automatic labels after a period is added or removed or the naming style changes; typed labels stay. */
function relabel(periods: DraftPeriod[], style: NamingStyle): DraftPeriod[] {
  return periods.map((period, index) =>
    isAutoLabel(period.label) ? { ...period, label: periodLabel(index, style) } : period,
  );
}

/** A new period at `index`: 08:00 to 09:00 (spec 5), automatically labelled. */
export function newPeriod(index: number, style: NamingStyle): DraftPeriod {
  return {
    id: newPeriodId(),
    label: periodLabel(index, style),
    start: DEFAULT_PERIOD_START,
    end: DEFAULT_PERIOD_END,
    classId: null,
  };
}

/** The day's periods with a new one at the end. */
export function addPeriod(periods: DraftPeriod[], style: NamingStyle): DraftPeriod[] {
  return [...periods, newPeriod(periods.length, style)];
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
    schoolWeekdays: [...SCHOOL_WEEKDAYS_DEFAULT],
    holidays: [],
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
      schoolWeekdays: [...(schedule.schoolWeekdays ?? SCHOOL_WEEKDAYS_DEFAULT)],
      holidays: (schedule.holidays ?? []).map((holiday) => ({ ...holiday })),
    };
  }
  return { type: schedule?.type ?? 'weekly', periodNamingStyle: style, weekly, rotation };
}

function toStoredPeriods(periods: DraftPeriod[], style: NamingStyle): Period[] {
  return periods.map((period, index) => ({
    id: period.id,
    label: period.label.trim() || periodLabel(index, style),
    start: toStoredClock(period.start) ?? period.start,
    end: toStoredClock(period.end) ?? period.end,
    classId: period.classId,
  }));
}

/** The schedule to save (PUT /api/schedule): the active type only, times as stored ('HH:MM'). */
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
    schoolWeekdays: rotation.schoolWeekdays,
    holidays: rotation.holidays,
    ...(rotation.currentDay !== undefined ? { currentDay: rotation.currentDay } : {}),
  };
}
