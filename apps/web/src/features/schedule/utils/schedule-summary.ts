import {
  dayLabelFor,
  scheduleDayOff,
  parseLocalDate,
  plural,
  WEEKDAY_NAMES,
  type Schedule,
  type WeekdayKey,
} from '@assignd/core';
import { schoolDaysRule } from '../public/school-days-rule';
import { formatShortDate } from '@/lib/format-date';

export interface ScheduleSummary {
  kind: 'Fixed weekly schedule' | 'Day rotation';
  /** e.g. '28 periods on 5 days'. */
  headline: string;
  /** e.g. 'Today is A Day', 'No school today (Winter break)'. */
  today: string;
  /** Which days a rotation counts, e.g. 'Counts school days only: Mon, Tue, Wed, Thu, Fri'. */
  rule: string | null;
  /** Each day of the week or cycle with its number of periods. */
  days: { key: string; label: string; count: number }[];
}

function formatStart(startDate: string): string | null {
  const day = parseLocalDate(startDate);
  if (day !== null) {
    const [year, month, date] = startDate.split('-').map(Number);
    return formatShortDate(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
  }
  const instant = Date.parse(startDate);
  return Number.isNaN(instant) ? null : formatShortDate(new Date(instant));
}

/** What the Settings page says about the saved schedule. */
export function summarizeSchedule(schedule: Schedule, now: Date): ScheduleSummary {
  const days =
    schedule.type === 'weekly'
      ? (['0', '1', '2', '3', '4', '5', '6'] as const satisfies readonly WeekdayKey[]).map(
          (key) => ({
            key,
            label: (WEEKDAY_NAMES[Number(key)] ?? key).slice(0, 3),
            count: schedule.days[key]?.length ?? 0,
          }),
        )
      : Array.from({ length: schedule.numDays }, (_, index) => {
          const key = String(index + 1);
          return {
            key,
            label: schedule.dayLabels[key] ?? key,
            count: schedule.days[key]?.length ?? 0,
          };
        });
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const activeDays = days.filter((day) => day.count > 0).length;
  const headline =
    total === 0 ? 'No periods yet' : `${plural(total, 'period')} on ${plural(activeDays, 'day')}`;

  if (schedule.type === 'weekly') {
    return {
      kind: 'Fixed weekly schedule',
      headline,
      today: `Today is ${dayLabelFor(schedule, now)}`,
      rule: null,
      days,
    };
  }
  const started = formatStart(schedule.startDate);
  const off = scheduleDayOff(schedule, now);
  return {
    kind: 'Day rotation',
    headline: `${schedule.numDays}-day cycle, ${headline.charAt(0).toLowerCase()}${headline.slice(1)}`,
    today: off
      ? `No school today${off.holiday ? ` (${off.holiday})` : ''}`
      : `Today is ${dayLabelFor(schedule, now)}${started ? ` (cycle started ${started})` : ''}`,
    rule: schoolDaysRule(schedule),
    days,
  };
}
