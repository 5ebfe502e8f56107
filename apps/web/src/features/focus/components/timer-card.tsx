import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import SkipForward from 'lucide-react/icons/skip-forward';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { PomodoroScreen } from '../hooks/use-pomodoro-page';

/** The time left, its session and the three controls (spec 4: start/pause, reset, skip). */
export function TimerCard({ screen, touch }: { screen: PomodoroScreen; touch?: boolean }) {
  const work = screen.sessionType === 'work';
  return (
    <Card
      role="region"
      aria-label="Focus timer"
      className="flex flex-col items-center gap-6 px-6 py-8 text-center"
    >
      <p
        className={cn(
          'rounded-full px-3 py-1 text-sm font-semibold',
          work ? 'bg-accent text-accent-foreground' : 'bg-muted text-foreground',
        )}
      >
        {screen.sessionLabel}
      </p>
      <p
        role="timer"
        aria-label="Time left"
        className={cn(
          'font-bold tracking-tight tabular-nums',
          touch ? 'text-6xl' : 'text-7xl sm:text-8xl',
        )}
      >
        {screen.timeLabel}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button size="lg" onClick={screen.toggle} aria-keyshortcuts="Space" className="min-w-36">
          {screen.running ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
          {screen.running ? 'Pause' : 'Start'}
        </Button>
        <Button size="lg" variant="outline" onClick={screen.reset}>
          <RotateCcw aria-hidden="true" className="size-5" />
          Reset
        </Button>
        <Button size="lg" variant="outline" onClick={screen.skip}>
          <SkipForward aria-hidden="true" className="size-5" />
          Skip
        </Button>
      </div>
      {!touch && (
        <p className="text-muted-foreground text-xs">
          Press <kbd className="bg-muted rounded border px-1.5 py-0.5 font-sans">Space</kbd> to
          start or pause.
        </p>
      )}
    </Card>
  );
}
