import { usePomodoroPage } from '../hooks/use-pomodoro-page';
import { ProGate } from '@/features/billing/public/pro-gate';
import { TimerCard } from './timer-card';
import { TimerSettings } from './timer-settings';
import { TimerStats } from './timer-stats';
import { WeeklyFocusChart } from './weekly-focus-chart';

function PhonePomodoroContent() {
  const screen = usePomodoroPage();
  return (
    <>
      <TimerCard screen={screen} touch />
      <TimerStats screen={screen} />
      <TimerSettings screen={screen} />
      <WeeklyFocusChart week={screen.week} touch />
    </>
  );
}

/** The focus timer at /mobile/pomodoro: one column, the timer first. */
export function PhonePomodoroPage() {
  return (
    <div className="grid gap-4 p-4">
      <title>Pomodoro - Assignd</title>
      <h1 className="text-2xl font-bold tracking-tight">Pomodoro</h1>
      <ProGate feature="pomodoro">
        <PhonePomodoroContent />
      </ProGate>
    </div>
  );
}
