import { calendarDay, instantToLocalDateTime } from './calendar';
import type { AssignmentCategory } from './constants';
import type { Schedule } from './schedule';
import {
  clockOf,
  FREE_DAY_HOURS_DEFAULT,
  planDays,
  SCHOOL_DAY_HOURS_DEFAULT,
  takeTime,
  type ClassTimes,
  type PlanDay,
  type StudyHours,
} from './schedule-optimizer-days';
import { minutesOfDay } from './schedule';
import { dayLabel, formatMinutes, plural } from './wording';

/** Bounds the spec leaves open: a whole term of assignments, two weeks ahead. */
export const OPTIMIZE_ASSIGNMENTS_MAX = 200;
const OPTIMIZE_DAYS = 14;
/**
 * Work overdue by more than this many days waits until upcoming work is planned: a pile of old
 * assignments must not push out what is still due.
 */
const STALE_OVERDUE_DAYS = 7;
// What recently overdue work may take of each day's limit, so upcoming work keeps room too.
const OVERDUE_SHARE = 0.5;
const DAILY_LIMIT_DEFAULT = 180;
const DAILY_LIMIT_MIN = 30;
const DAILY_LIMIT_MAX = 720;

/** Minutes of study an assignment of each category takes, as the built-in engine estimates it. */
const EFFORT_MINUTES: Readonly<Record<AssignmentCategory, number>> = {
  Test: 180,
  Quiz: 60,
  Project: 240,
  Reading: 60,
  Homework: 45,
  Other: 30,
};
const BLOCK_MIN = 25;
const BLOCK_MAX = 60;
// A short break after each block, so two blocks never run back to back.
const BREAK_MINUTES = 10;

const NOUNS: Readonly<Record<AssignmentCategory, string>> = {
  Test: 'test',
  Quiz: 'quiz',
  Project: 'project',
  Reading: 'reading',
  Homework: 'homework',
  Other: 'task',
};

export interface OptimizeAssignment {
  id: string;
  title: string;
  category: AssignmentCategory;
  /** ISO instant. */
  dueDate: string | null;
  completed: boolean;
}

export interface OptimizeInput {
  assignments: readonly OptimizeAssignment[];
  /** The student's class schedule and classes: their periods are never planned over. */
  schedule: Schedule | null;
  classes: readonly ClassTimes[];
  now: Date;
  timeZone: string;
  dailyLimitMinutes?: number;
  schoolDayHours?: StudyHours;
  freeDayHours?: StudyHours;
}

interface StudyBlock {
  assignmentId: string;
  title: string;
  /** 'HH:MM' on the student's wall clock. */
  start: string;
  end: string;
  minutes: number;
  reason: string;
}

export interface StudyPlan {
  days: { date: string; blocks: StudyBlock[]; totalMinutes: number }[];
  unscheduled: { assignmentId: string; title: string; reason: string }[];
  /** Open assignments beyond OPTIMIZE_ASSIGNMENTS_MAX, the last in planning order: not looked at. */
  leftOut: number;
  summary: string;
}

/** Planning order: recently overdue, due within the plan, long overdue, undated, due after it. */
const Rank = { Overdue: 0, Upcoming: 1, StaleOverdue: 2, Undated: 3, AfterPlan: 4 } as const;
type Rank = (typeof Rank)[keyof typeof Rank];

interface Task {
  assignment: OptimizeAssignment;
  /** The due instant (ms) and its local day and minute; null when it has none. */
  due: { instant: number; day: number; minute: number } | null;
  rank: Rank;
  blocks: number[];
}

interface Placed {
  task: Task;
  day: PlanDay;
  start: number;
  minutes: number;
}

/** Block lengths that add up to the estimate, each 25 to 60 minutes. */
function studyBlocks(category: AssignmentCategory): number[] {
  const effort = EFFORT_MINUTES[category];
  const count = Math.ceil(effort / BLOCK_MAX);
  const size = Math.max(BLOCK_MIN, Math.round(effort / count / 5) * 5);
  return Array.from({ length: count }, () => size);
}

function validHours(hours: StudyHours | undefined, fallback: StudyHours): StudyHours {
  if (!hours) return fallback;
  const start = minutesOfDay(hours.start);
  const end = minutesOfDay(hours.end);
  return start !== null && end !== null && end - start >= BLOCK_MIN ? hours : fallback;
}

function dueOf(assignment: OptimizeAssignment, timeZone: string): Task['due'] {
  const instant = assignment.dueDate === null ? Number.NaN : Date.parse(assignment.dueDate);
  if (Number.isNaN(instant)) return null;
  const date = new Date(instant);
  return {
    instant,
    day: calendarDay(date, timeZone),
    minute: minutesOfDay(instantToLocalDateTime(date, timeZone).time) ?? 0,
  };
}

/** By rank, then earliest due, then title and id, so ties never flip. */
function byRank(a: Task, b: Task): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const dueA = a.due ? a.due.day * 1440 + a.due.minute : Number.POSITIVE_INFINITY;
  const dueB = b.due ? b.due.day * 1440 + b.due.minute : Number.POSITIVE_INFINITY;
  if (dueA !== dueB) return dueA < dueB ? -1 : 1;
  return (
    a.assignment.title.localeCompare(b.assignment.title, 'en') ||
    (a.assignment.id < b.assignment.id ? -1 : 1)
  );
}

function rankOf(due: Task['due'], now: Date, today: number): Rank {
  if (due === null) return Rank.Undated;
  if (due.instant < now.getTime()) {
    return today - due.day > STALE_OVERDUE_DAYS ? Rank.StaleOverdue : Rank.Overdue;
  }
  return due.day >= today + OPTIMIZE_DAYS ? Rank.AfterPlan : Rank.Upcoming;
}

/**
 * What recently overdue work may plan of a day: half the limit, but at least one of its blocks
 * (within the limit), or a short limit would leave it no usable slot.
 */
function overdueShare(limit: number, task: Task): number {
  return Math.min(limit, Math.max(Math.floor(limit * OVERDUE_SHARE), task.blocks[0] ?? 0));
}

const isLate = (task: Task) => task.rank === Rank.Overdue || task.rank === Rank.StaleOverdue;

/** Places the task's blocks, one a day spread from today to its due day, then doubling up. */
function place(task: Task, days: PlanDay[], limit: number, overdueNow: boolean): Placed[] {
  const last =
    task.due && !overdueNow
      ? Math.min(task.due.day - days[0]!.day, days.length - 1)
      : days.length - 1;
  const eligible = days.slice(0, last + 1);
  const placed: Placed[] = [];
  task.blocks.forEach((minutes, index) => {
    const target = overdueNow ? 0 : Math.floor((index * eligible.length) / task.blocks.length);
    const order = [...eligible.slice(target), ...eligible.slice(0, target).reverse()];
    for (const allowSameDay of [false, true]) {
      for (const day of order) {
        if (!allowSameDay && placed.some((block) => block.day === day)) continue;
        if (day.planned + minutes > limit) continue;
        const latest = !overdueNow && task.due?.day === day.day ? task.due.minute : 24 * 60;
        const start = takeTime(day, minutes, latest, BREAK_MINUTES);
        if (start === null) continue;
        placed.push({ task, day, start, minutes });
        return;
      }
    }
  });
  return placed;
}

function reasonFor(task: Task, position: number, count: number, today: number): string {
  const noun = NOUNS[task.assignment.category];
  const share =
    count === 1 ? `one block for this ${noun}` : `${position} of ${count} blocks for this ${noun}`;
  if (!task.due) return `No due date: ${share}, in spare time`;
  if (task.rank === Rank.StaleOverdue) {
    return `Overdue since ${dayLabel(task.due.day, today)}: ${share}, after upcoming work`;
  }
  if (task.rank === Rank.Overdue) {
    return `Overdue (was due ${dayLabel(task.due.day, today)}): ${share}, first`;
  }
  const label = dayLabel(task.due.day, today);
  return `Due ${label}: ${share}`;
}

/**
 * A study plan for the open assignments (built-in, deterministic): each gets the blocks its
 * category's estimate needs, spread over the days before it is due, earliest due first, outside
 * class periods, within study hours and the daily limit, and on the due day only before the due
 * time. Work overdue by up to STALE_OVERDUE_DAYS comes first, from today, but within half of each
 * day's limit (or one of its blocks, when that is more); older overdue work and undated work get the time left after that. What does not
 * fit is listed with the reason.
 */
export function optimizeSchedule(input: OptimizeInput): StudyPlan {
  const { timeZone, now } = input;
  const limit = Math.min(
    DAILY_LIMIT_MAX,
    Math.max(DAILY_LIMIT_MIN, Math.round(input.dailyLimitMinutes ?? DAILY_LIMIT_DEFAULT)),
  );
  const days = planDays(
    {
      schedule: input.schedule,
      classes: input.classes,
      timeZone,
      schoolDayHours: validHours(input.schoolDayHours, SCHOOL_DAY_HOURS_DEFAULT),
      freeDayHours: validHours(input.freeDayHours, FREE_DAY_HOURS_DEFAULT),
    },
    now,
    OPTIMIZE_DAYS,
    BLOCK_MIN,
  );
  const today = days[0]!.day;
  const open = input.assignments
    .filter((assignment) => !assignment.completed)
    .map((assignment): Task => {
      const due = dueOf(assignment, timeZone);
      const rank = rankOf(due, now, today);
      return { assignment, due, rank, blocks: studyBlocks(assignment.category) };
    })
    .sort(byRank);
  const tasks = open.slice(0, OPTIMIZE_ASSIGNMENTS_MAX);
  const leftOut = open.length - tasks.length;

  const placed: Placed[] = [];
  const unscheduled: StudyPlan['unscheduled'] = [];
  const skip = (task: Task, reason: string) =>
    unscheduled.push({ assignmentId: task.assignment.id, title: task.assignment.title, reason });
  for (const task of tasks) {
    if (task.due && task.rank === Rank.AfterPlan) {
      skip(
        task,
        `Due ${dayLabel(task.due.day, today)}: after the ${OPTIMIZE_DAYS} days this plan covers`,
      );
      continue;
    }
    const late = isLate(task);
    const share = task.rank === Rank.Overdue ? overdueShare(limit, task) : limit;
    const mine = place(task, days, share, late);
    placed.push(...mine);
    if (mine.length < task.blocks.length) {
      const when =
        task.rank === Rank.Overdue
          ? ' in the half of each day kept for overdue work'
          : task.rank === Rank.StaleOverdue
            ? ` after upcoming work (overdue more than ${STALE_OVERDUE_DAYS} days)`
            : task.due
              ? ` before it is due ${dayLabel(task.due.day, today)}`
              : '';
      const got =
        mine.length === 0
          ? 'no block fits'
          : `${mine.length} of ${task.blocks.length} blocks planned`;
      skip(task, `Not enough free time${when}: ${got}`);
    }
  }

  const chronological = [...placed].sort((a, b) => a.day.day - b.day.day || a.start - b.start);
  const planDaysOut = new Map<string, StudyPlan['days'][number]>();
  for (const block of chronological) {
    const mine = chronological.filter((other) => other.task === block.task);
    const day = planDaysOut.get(block.day.date) ?? {
      date: block.day.date,
      blocks: [],
      totalMinutes: 0,
    };
    day.blocks.push({
      assignmentId: block.task.assignment.id,
      title: block.task.assignment.title,
      start: clockOf(block.start),
      end: clockOf(block.start + block.minutes),
      minutes: block.minutes,
      reason: reasonFor(block.task, mine.indexOf(block) + 1, block.task.blocks.length, today),
    });
    day.totalMinutes += block.minutes;
    planDaysOut.set(block.day.date, day);
  }
  const planned = new Set(placed.map((block) => block.task));
  const total = placed.reduce((sum, block) => sum + block.minutes, 0);
  const summary =
    tasks.length === 0
      ? 'No open assignments to plan.'
      : placed.length === 0
        ? `No study blocks fit in the next ${OPTIMIZE_DAYS} days.`
        : `${plural(placed.length, 'study block')} (${formatMinutes(total)}) for ${plural(planned.size, 'assignment')} over ${plural(planDaysOut.size, 'day')}` +
          (unscheduled.length === 0 ? '.' : `; ${unscheduled.length} not fully planned.`);
  const leftOutText =
    leftOut === 0
      ? ''
      : ` ${plural(leftOut, 'more assignment', 'more assignments')} left out: a plan covers at most ${OPTIMIZE_ASSIGNMENTS_MAX}.`;
  return {
    days: [...planDaysOut.values()],
    unscheduled,
    leftOut,
    summary: summary + leftOutText,
  };
}
