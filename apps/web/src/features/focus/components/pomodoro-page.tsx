import { PageHeader } from '@/components/ui/page-header';
import { usePomodoroPage } from '../hooks/use-pomodoro-page';
import { ProGate } from '@/features/billing/public/pro-gate';
import { TimerCard } from './timer-card';
import { TimerSettings } from './timer-settings';
import { TimerStats } from './timer-stats';
import { WeeklyFocusChart } from './weekly-focus-chart';

const DESCRIPTION = 'Focus in work sessions with short breaks in between.';

function PomodoroContent({ touch }: { touch: boolean }) {
  const screen = usePomodoroPage();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <TimerCard screen={screen} touch={touch} />
        <TimerStats screen={screen} />
      </div>
      <div className="grid content-start gap-6">
        <TimerSettings screen={screen} />
        <WeeklyFocusChart week={screen.week} touch={touch} />
      </div>
    </div>
  );
}

function Page({ touch }: { touch: boolean }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <title>Pomodoro - Assignd</title>
      <PageHeader title="Pomodoro" description={DESCRIPTION} touch={touch} />
      <ProGate feature="pomodoro">
        <PomodoroContent touch={touch} />
      </ProGate>
    </div>
  );
}

/** The focus timer at /pomodoro. */
export function PomodoroPage() {
  return <Page touch={false} />;
}

/** The focus timer at /tablet/pomodoro: the same screen with finger-sized controls. */
export function TabletPomodoroPage() {
  return <Page touch />;
}
