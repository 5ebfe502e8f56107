import {
  addLocalDays,
  clockLabel,
  dayLabelFor,
  localWeekday,
  parseScheduleViewMode,
  periodsForDate,
  rotationDay,
  SCHEDULE_VIEW_MODE_KEY,
  scheduleDayOff,
  type DayOff,
  UNCLASSED_COLOR,
  type Period,
  type Schedule,
  type ScheduleViewMode,
} from '@assignd/core';
import type { SchoolClass } from '@assignd/schemas';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { classesById, useClasses } from '@/features/classes/api/classes';
import { useSchedule } from '@/features/schedule/api/schedule';
import { useIsDayToDay } from '@/features/terms/public/use-day-to-day';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useAppPath } from '@/hooks/use-app-path';
import { cn } from '@/lib/cn';

const MODES: { value: ScheduleViewMode; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'all', label: 'All' },
];

function readMode(): ScheduleViewMode {
  try {
    return parseScheduleViewMode(localStorage.getItem(SCHEDULE_VIEW_MODE_KEY));
  } catch {
    return parseScheduleViewMode(null);
  }
}

function saveMode(mode: ScheduleViewMode): void {
  try {
    localStorage.setItem(SCHEDULE_VIEW_MODE_KEY, mode);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit.
  }
}

interface Day {
  key: string;
  label: string;
  periods: Period[];
  isToday: boolean;
  /** Set on a rotation's day without school (a weekend or holiday): no letter, no periods. */
  off: DayOff | null;
}

function dayOf(schedule: Schedule, date: Date, isToday: boolean): Day {
  return {
    key: String(date.getTime()),
    label: dayLabelFor(schedule, date),
    periods: periodsForDate(schedule, date),
    isToday,
    off: scheduleDayOff(schedule, date),
  };
}

// Past a year of holidays and weekends a rotation has no more school days worth walking to.
const ALL_DAYS_WALK_MAX = 400;

/**
 * Every day of the schedule once, found by walking forward from today over school days: the week
 * Monday first, or the rotation in day order.
 */
function allDays(schedule: Schedule, now: Date): Day[] {
  const length = schedule.type === 'weekly' ? 7 : Math.max(1, schedule.numDays);
  const days: { order: number; day: Day }[] = [];
  for (let offset = 0; days.length < length && offset < ALL_DAYS_WALK_MAX; offset += 1) {
    const date = addLocalDays(now, offset);
    const day = dayOf(schedule, date, offset === 0);
    if (day.off) continue;
    const order =
      schedule.type === 'weekly' ? (localWeekday(date) + 6) % 7 : rotationDay(schedule, date);
    days.push({ order, day });
  }
  return days.sort((a, b) => a.order - b.order).map(({ day }) => day);
}

function offText(when: 'today' | 'tomorrow', off: DayOff): string {
  return `No school ${when}${off.holiday ? ` (${off.holiday})` : ''}`;
}

export function SchedulePanel({ now, className }: { now: Date; className?: string }) {
  const [mode, setMode] = useState(readMode);
  const schedule = useSchedule();
  const classes = useClasses(classesById);
  const isDayToDay = useIsDayToDay();
  // A period still naming a class of another term (archived) shows as no class: archived classes
  // stay off the dashboard even before the student updates the schedule.
  const dayToDay = useMemo(
    () => classes.data && new Map([...classes.data].filter(([id]) => isDayToDay(id))),
    [classes.data, isDayToDay],
  );

  const changeMode = (next: ScheduleViewMode) => {
    setMode(next);
    saveMode(next);
  };

  return (
    <Card
      role="region"
      aria-label="Today's Schedule"
      className={cn('flex min-w-0 flex-col', className)}
    >
      <CardHeader row className="flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="text-primary size-5" />
          Today's Schedule
        </CardTitle>
        <SegmentedControl
          aria-label="Days to show"
          options={MODES}
          value={mode}
          onValueChange={changeMode}
        />
      </CardHeader>
      <CardContent className="min-h-0 flex-1">
        <ScheduleBody
          mode={mode}
          now={now}
          schedule={schedule.data}
          loading={schedule.isPending || classes.isPending}
          failed={schedule.isError}
          onRetry={() => void schedule.refetch()}
          classes={dayToDay}
          noClasses={classes.data?.size === 0}
        />
      </CardContent>
    </Card>
  );
}

interface BodyProps {
  mode: ScheduleViewMode;
  now: Date;
  schedule: Schedule | null | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The classes periods may show (the day-to-day ones). */
  classes: Map<string, SchoolClass> | undefined;
  /** Whether the student has no class at all, archived or not. */
  noClasses: boolean;
}

function ScheduleBody({
  mode,
  now,
  schedule,
  loading,
  failed,
  onRetry,
  classes,
  noClasses,
}: BodyProps) {
  const appPath = useAppPath();
  if (failed && schedule === undefined) {
    return (
      <EmptyText>
        Your schedule could not be loaded.{' '}
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      </EmptyText>
    );
  }
  if (loading || schedule === undefined) return <ScheduleSkeleton />;
  if (schedule === null) {
    return (
      <EmptyText>
        <Link
          to={appPath('/settings')}
          className="hover:text-foreground underline-offset-4 hover:underline"
        >
          No schedule yet. Go to Settings to create one.
        </Link>
      </EmptyText>
    );
  }

  const days =
    mode === 'all'
      ? allDays(schedule, now)
      : [dayOf(schedule, mode === 'today' ? now : addLocalDays(now, 1), mode === 'today')];

  return (
    <div className="grid gap-4">
      {mode === 'all' ? (
        <div className="-mr-2 grid max-h-[500px] gap-5 overflow-y-auto pr-2">
          {days.map((day) => (
            <section key={day.key} aria-label={day.label} className="grid gap-2">
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                {day.label}
                {day.isToday && <Badge variant="secondary">Today</Badge>}
              </h3>
              <PeriodList periods={day.periods} classes={classes} />
            </section>
          ))}
        </div>
      ) : (
        days.map((day) =>
          day.off ? (
            <p key={day.key} className="text-foreground text-sm font-medium">
              {offText(mode === 'tomorrow' ? 'tomorrow' : 'today', day.off)}
            </p>
          ) : (
            <div key={day.key} className="grid gap-3">
              <p className="text-muted-foreground text-sm">
                {mode === 'today' ? 'Today' : 'Tomorrow'} is{' '}
                <span className="text-foreground font-medium">{day.label}</span>
              </p>
              <PeriodList periods={day.periods} classes={classes} />
            </div>
          ),
        )
      )}
      {noClasses && (
        <p className="text-muted-foreground border-t pt-3 text-sm">
          <Link
            to={appPath('/classes')}
            className="hover:text-foreground underline-offset-4 hover:underline"
          >
            No classes created yet
          </Link>
        </p>
      )}
    </div>
  );
}

function PeriodList({
  periods,
  classes,
}: {
  periods: Period[];
  classes: Map<string, SchoolClass> | undefined;
}) {
  const appPath = useAppPath();
  if (periods.length === 0) return <EmptyText compact>No periods scheduled</EmptyText>;
  return (
    <ul className="grid gap-2">
      {periods.map((period) => {
        const schoolClass = period.classId ? classes?.get(period.classId) : undefined;
        const color = schoolClass?.color ?? UNCLASSED_COLOR;
        const body = (
          <>
            <span
              aria-hidden="true"
              className="w-1 self-stretch rounded-full"
              style={{ backgroundColor: color }}
            />
            <span className="text-muted-foreground w-[4.75rem] shrink-0 text-xs leading-5 tabular-nums">
              {clockLabel(period.start)}
              <br />
              {clockLabel(period.end)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">
                {schoolClass?.name ?? 'No class'}
              </span>
              <span className="text-muted-foreground block truncate text-xs">{period.label}</span>
            </span>
          </>
        );
        return (
          <li key={period.id}>
            {schoolClass ? (
              <Link
                to={appPath(`/class/${encodeURIComponent(schoolClass.id)}`)}
                className="group hover:bg-muted focus-visible:ring-ring flex items-center gap-3 rounded-lg border p-2.5 transition-colors focus-visible:ring-2 focus-visible:outline-none"
              >
                {body}
                <ChevronRight
                  aria-hidden="true"
                  className="text-muted-foreground size-4 shrink-0 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                />
              </Link>
            ) : (
              <div className="flex items-center gap-3 rounded-lg border border-dashed p-2.5">
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function EmptyText({ children, compact }: { children: ReactNode; compact?: boolean }) {
  return (
    <p
      className={cn(
        'text-muted-foreground rounded-lg text-center text-sm',
        compact ? 'bg-muted/60 px-3 py-3' : 'bg-muted/60 px-4 py-8',
      )}
    >
      {children}
    </p>
  );
}

function ScheduleSkeleton() {
  return (
    <div role="status" aria-label="Loading schedule" className="grid gap-2">
      {[0, 1, 2].map((index) => (
        <div key={index} className="bg-muted h-14 animate-pulse rounded-lg" />
      ))}
    </div>
  );
}
