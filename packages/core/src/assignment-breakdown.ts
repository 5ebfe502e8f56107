import { chaptersOf, FINAL_REVIEW_TITLE, LONG_TEST, planOf } from './assignment-breakdown-plans';
import type { PlanStep, StepPriority } from './assignment-breakdown-step';
import { dueUrgency, isExamCategory, type DueUrgency } from './assignments';
import { calendarDay, daysBetween } from './calendar';
import type { AssignmentCategory } from './constants';
import { dayLabel, formatMinutes, plural } from './wording';

export { STEP_PRIORITIES } from './assignment-breakdown-step';

export interface BreakdownAssignment {
  title: string;
  description?: string | null;
  category: AssignmentCategory;
  /** ISO instant. */
  dueDate?: string | null;
}

export interface BreakdownContext {
  now: Date;
  /** The student's IANA time zone: days left and step days are counted on their calendar. */
  timeZone: string;
}

/** A step as planned: its time in whole minutes, as the spec gives it. */
interface PlannedStep {
  step: number;
  title: string;
  description: string;
  /** Whole minutes. */
  estimatedTime: number;
  priority: StepPriority;
  tips: string[];
}

interface BreakdownStep extends PlannedStep {
  /** `estimatedTime` for people: '30 min', '1 h 30 min'. */
  estimatedLabel: string;
}

/** A plan before its labels and total, which are made from the steps' minutes. */
export interface PlannedBreakdown {
  breakdown: PlannedStep[];
  /** Calendar days from today to the due date; negative when overdue, null without a due date. */
  daysLeft: number | null;
  /** One line on how the plan fits the time left. */
  summary: string;
}

export interface AssignmentBreakdown extends PlannedBreakdown {
  breakdown: BreakdownStep[];
  /** The steps' minutes added up. */
  totalEstimatedTime: number;
  totalEstimatedLabel: string;
}

/**
 * A plan with its readable labels and total. Made from the minutes alone, so a plan from a model
 * cannot answer a label or a total that disagrees with its steps.
 */
export function labelledBreakdown(plan: PlannedBreakdown): AssignmentBreakdown {
  const breakdown = plan.breakdown.map((step) => ({
    ...step,
    estimatedLabel: formatMinutes(step.estimatedTime),
  }));
  const total = breakdown.reduce((sum, { estimatedTime }) => sum + estimatedTime, 0);
  return {
    ...plan,
    breakdown,
    totalEstimatedTime: total,
    totalEstimatedLabel: formatMinutes(total),
  };
}

// A plan longer than two weeks would start too early to be useful; it starts two weeks out.
const PLAN_SPAN_DAYS_MAX = 14;
const LONG_TEST_FACTOR = 1.5;

const roundToFive = (minutes: number) => Math.max(5, Math.round(minutes / 5) * 5);

/**
 * Which day (from today) each of `count` steps is planned for, spread evenly up to the day before
 * the due date, the last step on that day (a test's final review is the evening before).
 */
function stepDays(count: number, daysLeft: number): number[] {
  const last = daysLeft - 1;
  const first = Math.max(0, last - PLAN_SPAN_DAYS_MAX);
  return Array.from({ length: count }, (_, index) =>
    count === 1 ? last : first + Math.floor((index * (last - first)) / (count - 1)),
  );
}

/** The planner's own urgency (the list's badges and colours); null without a due date. */
type Urgency = DueUrgency | null;

function priorityFor(base: StepPriority, urgency: Urgency): StepPriority {
  if (urgency === 'overdue' || urgency === 'imminent') return 'high';
  if (urgency === 'soon' && base === 'low') return 'medium';
  return base;
}

/** The final review of a test that is today has no evening before left. */
function titleFor(planStep: PlanStep, daysLeft: number | null): string {
  if (planStep.title !== FINAL_REVIEW_TITLE || daysLeft === null || daysLeft >= 1) {
    return planStep.title;
  }
  return 'Quick final review';
}

const CHECK_WITH_TEACHER: PlanStep = {
  title: 'Check with your teacher',
  description: 'Ask whether late work is still accepted or how to make it up, and by when.',
  minutes: 10,
  priority: 'high',
  essential: true,
  tips: ['Ask today; a short, honest message works best.'],
};

function summaryOf(
  daysLeft: number | null,
  urgency: Urgency,
  span: readonly [string, string] | null,
): string {
  if (daysLeft === null) return 'No due date: work through the steps in order.';
  if (urgency === 'overdue') {
    const late =
      daysLeft < 0 ? `overdue by ${plural(-daysLeft, 'day')}` : 'overdue since earlier today';
    return `This assignment is ${late}: do the essentials now and check with your teacher.`;
  }
  if (daysLeft === 0) return 'Due today: only the essentials, starting now.';
  // Steps are spread over days from two days left on, so no span means one day left.
  if (!span) return 'Due tomorrow: only the essentials, all of them today.';
  return `Due in ${daysLeft} days: the steps are spread from ${span[0]} to ${span[1]}.`;
}

/**
 * The built-in task breakdown: steps from the category and the assignment's words, sized to the
 * days left on the student's calendar. Deterministic: the same assignment, clock and zone give the
 * same plan.
 */
export function breakDownAssignment(
  assignment: BreakdownAssignment,
  context: BreakdownContext,
): AssignmentBreakdown {
  const words = `${assignment.title} ${assignment.description ?? ''}`;
  const plan = planOf(assignment.category, words);
  const what = chaptersOf(words) ?? plan.what;
  const daysLeft = assignment.dueDate
    ? daysBetween(context.now, new Date(assignment.dueDate), context.timeZone)
    : null;
  const urgency = assignment.dueDate
    ? dueUrgency(assignment.dueDate, context.now, context.timeZone)
    : null;
  const factor =
    isExamCategory(assignment.category) && LONG_TEST.test(words) ? LONG_TEST_FACTOR : 1;

  const compact = urgency === 'overdue' || urgency === 'imminent';
  const chosen = compact ? plan.steps.filter((planStep) => planStep.essential) : plan.steps;
  const steps = urgency === 'overdue' ? [CHECK_WITH_TEACHER, ...chosen] : chosen;
  const days = daysLeft !== null && daysLeft >= 2 ? stepDays(steps.length, daysLeft) : null;
  const fill = (text: string) => text.replaceAll('{what}', what);
  const today = calendarDay(context.now, context.timeZone);
  const label = (offset: number) => dayLabel(today + offset, today);

  const breakdown = steps.map((planStep, index): PlannedStep => {
    const minutes = roundToFive(planStep.minutes * (planStep === CHECK_WITH_TEACHER ? 1 : factor));
    const day = days?.[index];
    const when =
      day !== undefined
        ? ` Plan it for ${label(day)}.`
        : urgency === 'imminent'
          ? ' Do it today.'
          : urgency === 'overdue'
            ? ' Do it as soon as you can.'
            : '';
    return {
      step: index + 1,
      title: fill(titleFor(planStep, daysLeft)),
      description: fill(planStep.description) + when,
      estimatedTime: minutes,
      priority: priorityFor(planStep.priority, urgency),
      tips: [...planStep.tips],
    };
  });
  const span = days ? ([label(days[0] ?? 0), label(days.at(-1) ?? 0)] as const) : null;
  return labelledBreakdown({ breakdown, daysLeft, summary: summaryOf(daysLeft, urgency, span) });
}
