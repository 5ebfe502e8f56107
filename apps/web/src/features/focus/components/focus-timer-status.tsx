import { timerLabel } from '@assignd/core';
import Timer from 'lucide-react/icons/timer';
import { Link } from 'react-router';
import { useAppPath } from '@/hooks/use-app-path';
import { cn } from '@/lib/cn';
import type { ShellStatusProps } from '@/lib/web-module';
import { useFocusTimer } from '../hooks/use-focus-timer';

/** The running timer's time left in the sidebar or the phone's top bar, a link back to it. */
export function FocusTimerStatus({ placement, collapsed, onNavigate }: ShellStatusProps) {
  const appPath = useAppPath();
  const { state, timeLeftMs } = useFocusTimer();
  if (!state.running) return null;
  const label = timerLabel(timeLeftMs);
  const kind = state.sessionType === 'work' ? 'Focus' : 'Break';
  return (
    <Link
      to={appPath('/pomodoro')}
      onClick={onNavigate}
      aria-label={`${kind} timer: ${label} left`}
      className={cn(
        'bg-accent text-accent-foreground focus-visible:ring-ring flex items-center rounded-lg font-medium tabular-nums focus-visible:ring-2 focus-visible:outline-none',
        placement === 'top-bar' && 'min-h-11 gap-1.5 px-3 text-sm',
        placement === 'sidebar' &&
          (collapsed
            ? 'mb-3 w-10 flex-col justify-center gap-0.5 py-1.5 text-[10px]'
            : 'mb-3 h-9 gap-3 px-3 text-sm'),
      )}
    >
      <Timer aria-hidden="true" className={collapsed ? 'size-4' : 'size-[18px] shrink-0'} />
      {!collapsed && placement === 'sidebar' && <span className="truncate">{kind}</span>}
      <span className={cn(!collapsed && placement === 'sidebar' && 'ml-auto')}>{label}</span>
    </Link>
  );
}
