import { remainingMs, sessionDurationMs } from '@assignd/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { focusTimer, type FocusTimer } from '../utils/focus-timer-store';

/**
 * The shared focus timer and its time left, re-rendered when the shown second changes. The time
 * left is always the end instant minus now, so a late or skipped tick never shifts it.
 */
export function useFocusTimer(): FocusTimer & { timeLeftMs: number } {
  const timer = useSyncExternalStore(focusTimer.subscribe, focusTimer.getSnapshot);
  const { running, endsAt } = timer.state;
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (!running || endsAt === null) return;
    let handle: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const current = Date.now();
      setNow(current);
      const left = endsAt - current;
      if (left <= 0) return;
      // Wakes when the label (whole seconds, rounded up) next changes.
      handle = setTimeout(schedule, left % 1000 || 1000);
    };
    schedule();
    return () => clearTimeout(handle);
  }, [running, endsAt]);

  // Until the first tick after a start, `now` is older than the start: never show more than full.
  const timeLeftMs = Math.min(remainingMs(timer.state, now), sessionDurationMs(timer.state));
  return { ...timer, timeLeftMs };
}
