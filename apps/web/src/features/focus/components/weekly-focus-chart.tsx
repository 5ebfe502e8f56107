import { LoadError } from '@/components/feedback/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { PomodoroScreen } from '../hooks/use-pomodoro-page';
import { hoursAndMinutes } from '../utils/weekly-focus';

/** Minutes of recorded focus per class this week: bars for the eye, their values as text. */
export function WeeklyFocusChart({
  week,
  touch,
}: {
  week: PomodoroScreen['week'];
  touch?: boolean;
}) {
  const most = Math.max(1, ...week.bars.map((bar) => bar.minutes));
  return (
    <Card role="region" aria-labelledby="weekly-focus-title">
      <CardHeader>
        <CardTitle id="weekly-focus-title">This week's focus</CardTitle>
        <CardDescription>
          {week.loading ? 'Loading...' : `${week.total} of finished work sessions, per class`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {week.error ? (
          <LoadError
            tone="panel"
            touch={touch}
            message="Your focus sessions could not be loaded."
            onRetry={week.retry}
          />
        ) : week.loading ? (
          <div className="bg-muted h-24 animate-pulse rounded-lg" />
        ) : week.bars.length === 0 ? (
          <p className="text-muted-foreground bg-muted/60 rounded-lg px-4 py-8 text-center text-sm">
            No focus sessions yet this week. Finish a work session to see it here.
          </p>
        ) : (
          <ul aria-label="Focus per class" className="grid gap-3">
            {week.bars.map((bar) => (
              <li key={bar.key} className="grid gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="truncate font-medium">{bar.name}</span>
                  <span className="text-muted-foreground shrink-0 tabular-nums">
                    {hoursAndMinutes(bar.minutes)}
                  </span>
                </div>
                <div aria-hidden="true" className="bg-muted h-3 overflow-hidden rounded-full">
                  <div
                    className="bg-muted-foreground h-full rounded-full"
                    style={{
                      width: `${(bar.minutes / most) * 100}%`,
                      backgroundColor: bar.color ?? undefined,
                    }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
