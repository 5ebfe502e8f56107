import { Card } from '@/components/ui/card';
import type { PomodoroScreen } from '../hooks/use-pomodoro-page';

/** Sessions completed, focus time and the work sessions left until the long break (spec 9). */
export function TimerStats({ screen }: { screen: PomodoroScreen }) {
  const stats = [
    { label: 'Sessions completed', value: String(screen.sessionsCompleted) },
    { label: 'Focus time', value: screen.focusTime },
    { label: 'Until long break', value: String(screen.sessionsUntilLongBreak) },
  ];
  return (
    <Card className="p-4">
      <dl className="grid grid-cols-3 gap-3 text-center">
        {stats.map(({ label, value }) => (
          <div key={label} className="grid gap-1">
            <dt className="text-muted-foreground text-xs font-medium">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
