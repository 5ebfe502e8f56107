import { toStoredClock, WEEKDAY_NAMES } from '@assignd/core';
import { countingEveryDay, scheduleSchema, type ScheduleInput } from '@assignd/schemas';
import { LEGACY_SCHEDULE_KEYS, type KeyValueStorage } from './legacy-schedule';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WEEKLY_FIELDS = ['type', 'days'] as const;
const ROTATING_FIELDS = [
  'type',
  'numDays',
  'dayNamingStyle',
  'periodNamingStyle',
  'dayLabels',
  'days',
  'startDate',
  'currentDay',
] as const;

function pick(source: Json, fields: readonly string[]): Json {
  return Object.fromEntries(fields.filter((field) => field in source).map((f) => [f, source[f]]));
}

/** A time in the form the app stores ('8:00 AM' -> '08:00'); other text unchanged. */
function clockText(value: unknown): unknown {
  return typeof value === 'string' ? (toStoredClock(value) ?? value.trim()) : value;
}

/**
 * A period with only the fields a schedule holds. Class ids the account does not have (the old
 * version's local classes) become "no class" rather than failing the whole schedule.
 */
function cleanPeriod(period: unknown, fallbackId: string, knownClassIds: ReadonlySet<string>) {
  if (!isObject(period)) return period;
  const classId = typeof period.classId === 'string' ? period.classId : null;
  return {
    id: typeof period.id === 'string' && period.id ? period.id : fallbackId,
    label: typeof period.label === 'string' ? period.label : '',
    start: clockText(period.start),
    end: clockText(period.end),
    classId: classId && knownClassIds.has(classId) ? classId : null,
  };
}

/** Weekly days keyed by weekday name ('Monday') are read as their index ('1'). */
function dayKey(key: string, weekly: boolean): string {
  if (!weekly) return key;
  const index = WEEKDAY_NAMES.findIndex((name) => name.toLowerCase() === key.trim().toLowerCase());
  return index === -1 ? key : String(index);
}

function cleanDays(days: unknown, weekly: boolean, knownClassIds: ReadonlySet<string>): unknown {
  if (!isObject(days)) return days;
  return Object.fromEntries(
    Object.entries(days).map(([key, periods]) => [
      dayKey(key, weekly),
      Array.isArray(periods)
        ? periods.map((period, index) =>
            cleanPeriod(period, `legacy-${dayKey(key, weekly)}-${index + 1}`, knownClassIds),
          )
        : periods,
    ]),
  );
}

/**
 * The schedule in one stored text: a JSON object with `type` 'weekly' or 'rotating' (or the hosted
 * product's row, `{ schedule_type, schedule_data }`) that passes the schedule's validation once
 * stray fields are dropped. Null for anything else.
 */
export function parseLegacySchedule(
  text: string | null,
  knownClassIds: ReadonlySet<string> = new Set(),
): ScheduleInput | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
    if (isObject(value) && typeof value.schedule_data === 'string') {
      value = JSON.parse(value.schedule_data);
    } else if (isObject(value) && isObject(value.schedule_data)) {
      value = value.schedule_data;
    }
  } catch {
    return null;
  }
  if (!isObject(value) || (value.type !== 'weekly' && value.type !== 'rotating')) return null;
  const weekly = value.type === 'weekly';
  const candidate = pick(value, weekly ? WEEKLY_FIELDS : ROTATING_FIELDS);
  candidate.days = cleanDays(candidate.days, weekly, knownClassIds);
  const parsed = scheduleSchema.safeParse(countingEveryDay(candidate));
  return parsed.success ? parsed.data : null;
}

export interface LegacySchedule {
  key: string;
  schedule: ScheduleInput;
}

/** The first readable schedule under the old keys, or null. */
export function findLegacySchedule(
  storage: Pick<KeyValueStorage, 'getItem'>,
  knownClassIds: ReadonlySet<string> = new Set(),
): LegacySchedule | null {
  for (const key of LEGACY_SCHEDULE_KEYS) {
    let text: string | null = null;
    try {
      text = storage.getItem(key);
    } catch {
      return null;
    }
    const schedule = parseLegacySchedule(text, knownClassIds);
    if (schedule) return { key, schedule };
  }
  return null;
}
