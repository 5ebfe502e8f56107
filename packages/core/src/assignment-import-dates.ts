import { casual, type ParsedResult, type Parser, type ParsingContext } from 'chrono-node';
import { instantToLocalDateTime, localDateTimeToInstant } from './calendar';
import { DEFAULT_DUE_TIME } from './constants';

/** A due date found in a line: where its words are, and the day and time they name. */
export interface FoundDate {
  index: number;
  text: string;
  /** YYYY-MM-DD on the student's calendar (today or the next when only a time was named). */
  date: string;
  /** HH:mm when the words named a time. */
  time: string | null;
  /** False when the words named only a time ('by 3pm'), which a section's day may complete. */
  dayNamed: boolean;
}

type Known = { year: number; month: number; day: number };

/** The student's wall-clock "now" as chrono sees it: local getters read the student's zone. */
const todayOf = (context: ParsingContext): Date => context.reference.getDateWithAdjustedTimezone();

const known = (date: Date): Known => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

const daysAfter = (date: Date, days: number): Date => {
  const moved = new Date(date);
  moved.setDate(moved.getDate() + days);
  return moved;
};

const FRIDAY = 5;

/** 'day after tomorrow' (plain chrono reads only 'tomorrow' in it). */
const dayAfterTomorrow: Parser = {
  pattern: () => /\b(?:the\s+)?day\s+after\s+(?:tomorrow|tmrw|tmr|tomorow)\b/i,
  extract: (context) => known(daysAfter(todayOf(context), 2)),
};

/** 'tmr', '2moro': what students type that chrono's 'tmrw' does not cover. */
const tomorrowSlang: Parser = {
  pattern: () => /\b(?:tmr|2moro|2morrow|tomorow|tommorow|tommorrow)\b/i,
  extract: (context) => known(daysAfter(todayOf(context), 1)),
};

/**
 * 'end of week' / 'EOW': the school week ends on Friday, so the next Friday on or after today;
 * 'end of next week' is the Friday after that.
 */
const endOfWeek: Parser = {
  pattern: () => /\b(?:the\s+)?end\s+of\s+(the\s+|this\s+|next\s+)?week\b|\bEOW\b/i,
  extract: (context, match) => {
    const today = todayOf(context);
    const toFriday = (FRIDAY - today.getDay() + 7) % 7;
    const next = /next/i.test(match[1] ?? '') ? 7 : 0;
    return known(daysAfter(today, toFriday + next));
  },
};

/** 'end of (the) month': its last day. */
const endOfMonth: Parser = {
  pattern: () => /\b(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?month\b|\bEOM\b/i,
  extract: (context) => {
    const today = todayOf(context);
    return known(new Date(today.getFullYear(), today.getMonth() + 1, 0));
  },
};

/** 'EOD', 'end of (the) day': 23:59, today unless a day is named next to it ('Fri EOD'). */
const endOfDay: Parser = {
  pattern: () => /\b(?:the\s+)?end\s+of\s+(?:the\s+)?day\b|\bEOD\b|\bCOB\b/i,
  extract: (context) => context.createParsingComponents({ hour: 23, minute: 59 }),
};

// Ordinals that number something else: '3rd period', '2nd draft', '20th century'.
const NOT_A_DAY =
  'period|edition|grade|block|hour|draft|quarter|place|century|amendment|chapter|unit|semester|trimester|term|year|time|round|attempt|question|problem|page|ed|of';

/** A bare ordinal ('the 3rd', 'due 15th'): the next such day of a month, today included. */
const ordinalDay: Parser = {
  pattern: () =>
    new RegExp(
      `\\b(?:the\\s+)?([1-9]|[12]\\d|3[01])(?:st|nd|rd|th)\\b(?!\\s+(?:${NOT_A_DAY})\\b)`,
      'i',
    ),
  extract: (context, match) => {
    const day = Number(match[1]);
    const today = todayOf(context);
    // Months without that day (the 31st in November) are skipped to the next that has it.
    for (let ahead = day >= today.getDate() ? 0 : 1; ahead < 13; ahead += 1) {
      const candidate = new Date(today.getFullYear(), today.getMonth() + ahead, day);
      if (candidate.getDate() === day) return known(candidate);
    }
    return null;
  },
};

const studentChrono = casual.clone();
studentChrono.parsers.push(
  dayAfterTomorrow,
  tomorrowSlang,
  endOfWeek,
  endOfMonth,
  endOfDay,
  ordinalDay,
);

// Words chrono reads as dates that students mean otherwise: 'SAT prep', 'Sun' in a title, 'may'.
const FALSE_DATES = /^(?:SAT|sun|may|march|mar|now|second|a second|sec)$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes the zone's clock is ahead of UTC at `now`, which chrono takes as the reference zone. */
function offsetMinutes(now: Date, timeZone: string): number {
  const local = instantToLocalDateTime(now, timeZone);
  const wall = Date.parse(`${local.date}T${local.time}:00Z`);
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return Math.round((wall - minute) / 60_000);
}

function toFoundDate(result: ParsedResult): FoundDate {
  const { start } = result;
  return {
    index: result.index,
    text: result.text,
    date: `${start.get('year')}-${pad(start.get('month') ?? 1)}-${pad(start.get('day') ?? 1)}`,
    time: start.isCertain('hour')
      ? `${pad(start.get('hour') ?? 0)}:${pad(start.get('minute') ?? 0)}`
      : null,
    dayNamed: start.isCertain('day') || start.isCertain('weekday'),
  };
}

/**
 * The due date of a line: the first date after 'due'/'by' if there is one, else the first date.
 * Dates are read on the student's calendar in `timeZone`, looking forward ('Fri' is the coming
 * Friday); a day without a time is due at DEFAULT_DUE_TIME (23:59) there.
 */
export function findDueDate(line: string, now: Date, timeZone: string): FoundDate | null {
  const results = studentChrono
    .parse(line, { instant: now, timezone: offsetMinutes(now, timeZone) }, { forwardDate: true })
    .filter((result) => !FALSE_DATES.test(result.text.trim()));
  if (results.length === 0) return null;
  const marked = results.find((result) =>
    /\b(?:due|by|before)\s*[:-]?\s*(?:on\s+|at\s+)?$/i.test(line.slice(0, result.index)),
  );
  return toFoundDate(marked ?? results[0]!);
}

/** The instant of a local day and time; a day without a time is due at 23:59 (DEFAULT_DUE_TIME). */
export function dueInstant(date: string, time: string | null, timeZone: string): string {
  return localDateTimeToInstant(date, time ?? DEFAULT_DUE_TIME, timeZone).toISOString();
}
