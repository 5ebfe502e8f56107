import { formatMinutes, plural } from '@assignd/core';
import type { AiOptimizeResult } from '@assignd/schemas';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';
import { useScheduleOptimizer } from '../hooks/use-schedule-optimizer';
import { planDay, planTimes } from '../utils/plan-format';
import { AiToolHeader, AssignmentsLoadError } from './ai-panel-parts';

/** Schedule Optimizer: study blocks by day for the open assignments, each with its reason. */
export function OptimizerPanel({ touch }: { touch?: boolean }) {
  const screen = useScheduleOptimizer();
  const online = useOnline();
  const { assignments } = screen;
  if (assignments.isError && !assignments.data) {
    return <AssignmentsLoadError onRetry={() => void assignments.refetch()} touch={touch} />;
  }
  if (assignments.data && screen.openCount === 0) {
    return (
      <EmptyState
        icon={CalendarClock}
        touch={touch}
        className="px-6 py-12"
        title="Nothing to plan yet"
        description={screen.nothingToOptimize}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <Card>
        <AiToolHeader icon={CalendarClock} title="Plan my study time">
          Spreads study blocks for your {plural(screen.openCount, 'open assignment')} over the days
          before each is due, around your classes.
        </AiToolHeader>
        <CardContent>
          <Button
            className="w-full sm:w-fit"
            onClick={screen.run}
            disabled={screen.running || !assignments.data || !online}
          >
            {screen.running && <Spinner className="size-4" />}
            {screen.plan ? 'Optimize Again' : 'Optimize My Schedule'}
          </Button>
        </CardContent>
      </Card>
      {screen.plan && <Plan plan={screen.plan} />}
    </div>
  );
}

function Plan({ plan }: { plan: AiOptimizeResult }) {
  const now = useNow();
  return (
    <section aria-label="Study plan" className="grid gap-4">
      <p className="text-muted-foreground text-sm">{plan.summary}</p>
      <ol className="grid gap-3">
        {plan.days.map((day) => (
          <li key={day.date}>
            <Card>
              <CardHeader row className="flex-wrap items-baseline justify-between gap-2">
                <CardTitle as="h3">{planDay(day.date, now)}</CardTitle>
                <span className="text-muted-foreground text-sm">
                  {formatMinutes(day.totalMinutes)} of study
                </span>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2">
                  {day.blocks.map((block) => (
                    <li
                      key={`${block.assignmentId}-${block.start}`}
                      className="bg-muted/50 grid gap-0.5 rounded-lg border-l-4 border-l-primary p-3 sm:grid-cols-[11rem_1fr] sm:gap-3"
                    >
                      <span className="text-sm font-medium tabular-nums">
                        {planTimes(day.date, block.start, block.end)}
                      </span>
                      <span className="min-w-0">
                        <span className="block font-medium wrap-anywhere">{block.title}</span>
                        <span className="text-muted-foreground block text-sm">{block.reason}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
      {plan.unscheduled.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h3">Not planned</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {plan.unscheduled.map((item) => (
                <li key={item.assignmentId} className="text-sm">
                  <span className="font-medium">{item.title}</span>
                  <span className="text-muted-foreground"> — {item.reason}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
