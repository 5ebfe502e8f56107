import { timerLabel } from '@assignd/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '@/lib/notify';
import { useFocusTimer } from '../hooks/use-focus-timer';
import { focusTimer } from '../utils/focus-timer-store';
import { flushFocusRecords } from '../utils/record-sessions';
import { playChime, showSystemNotification } from '../utils/zero-alerts';

/**
 * While the timer runs, the tab reads '12:34 · Focus — Assignd'. The page's own <title> stays
 * where React put it; a title element placed before it wins (the document's title is the first
 * one), and removing it brings the page's title back.
 */
function useTimerTabTitle(text: string | null): void {
  useEffect(() => {
    if (text === null) return;
    const element = document.createElement('title');
    element.textContent = text;
    document.head.prepend(element);
    return () => element.remove();
  }, [text]);
}

/**
 * Behind every signed-in page: finishes the session at zero wherever the student is (toast,
 * chime, notification, the work session recorded on the server) and shows the time in the tab.
 */
export function FocusTimerEffects() {
  const queryClient = useQueryClient();
  const { state, timeLeftMs } = useFocusTimer();
  const { running, endsAt } = state;

  useEffect(() => {
    if (!running || endsAt === null) return;
    const finish = () => {
      const finished = focusTimer.advance(Date.now());
      if (!finished) return;
      if (finished.sessionType === 'work') notify.success(finished.message);
      else notify.info(finished.message);
      playChime();
      showSystemNotification(finished.message);
      void flushFocusRecords(queryClient);
    };
    // A timer that ended while the page was closed finishes at once.
    const handle = setTimeout(finish, Math.max(0, endsAt - Date.now()));
    return () => clearTimeout(handle);
  }, [running, endsAt, queryClient]);

  // Sessions that finished while offline, or in a tab closed before it could post them.
  useEffect(() => {
    void flushFocusRecords(queryClient);
    const retry = () => void flushFocusRecords(queryClient);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [queryClient]);

  useTimerTabTitle(running ? `${timerLabel(timeLeftMs)} · Focus — Assignd` : null);
  return null;
}
