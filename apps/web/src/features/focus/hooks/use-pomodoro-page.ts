import {
  BREAK_MINUTE_OPTIONS,
  focusTime,
  sessionsUntilLongBreak,
  timerLabel,
  WORK_MINUTE_OPTIONS,
  type BreakMinutes,
  type WorkMinutes,
} from '@assignd/core';
import type { Assignment } from '@assignd/schemas';
import { addWeeks, startOfWeek } from 'date-fns';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAssignments } from '@/features/assignments/api/assignments';
import { useClasses } from '@/features/classes/api/classes';
import { useNow } from '@/hooks/use-now';
import { useFocusSessions } from '../api/focus-sessions';
import { wantFocusShell } from '../components/focus-shell';
import { focusTimer } from '../utils/focus-timer-store';
import { focusByClass, hoursAndMinutes } from '../utils/weekly-focus';
import { notificationsSupported } from '../utils/zero-alerts';
import { useFocusTimer } from './use-focus-timer';

/** Sunday, as the calendar's weeks start. */
const WEEK_STARTS_ON = 0;

/** Open assignments, soonest due first (no due date last), for the 'Working on' select. */
function openAssignments(list: Assignment[]): Assignment[] {
  return list
    .filter((assignment) => !assignment.completed)
    .sort((a, b) => (a.dueDate ?? '\uffff').localeCompare(b.dueDate ?? '\uffff'));
}

/** Space starts and pauses, except where it types, picks or presses something itself. */
function spaceToggles(event: KeyboardEvent): boolean {
  if (event.code !== 'Space' || event.repeat || event.defaultPrevented) return false;
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return false;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.isContentEditable) return false;
  return !target?.closest('input, textarea, select, button, a, [role="button"], [role="dialog"]');
}

type Permission = NotificationPermission | 'unsupported';

function useNotificationPermission() {
  const [permission, setPermission] = useState<Permission>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );
  // Browsers ask only in answer to a click, so this runs from the 'Notify me' button.
  const request = useCallback(() => {
    if (!notificationsSupported()) return;
    void Notification.requestPermission()
      .then(setPermission)
      .catch(() => undefined);
  }, []);
  return { permission, request };
}

/**
 * The focus timer screen's data and actions, laid out by the desktop, tablet and phone views.
 * Only Pro students reach it (focus-pro-gate.tsx), so its calls are never refused for the plan.
 */
export function usePomodoroPage() {
  const timer = useFocusTimer();
  const { state } = timer;
  const notifications = useNotificationPermission();

  const now = useNow();
  const weekStart = startOfWeek(now, { weekStartsOn: WEEK_STARTS_ON });
  const range = { from: weekStart.toISOString(), to: addWeeks(weekStart, 1).toISOString() };
  const sessions = useFocusSessions(range);
  const classes = useClasses();
  const assignments = useAssignments(openAssignments);

  const bars = useMemo(
    () => focusByClass(sessions.data ?? [], classes.data ?? []),
    [sessions.data, classes.data],
  );

  const toggle = useCallback(() => focusTimer.toggle(Date.now()), []);
  useEffect(wantFocusShell, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!spaceToggles(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const focus = focusTime(state);
  const weekMinutes = bars.reduce((sum, bar) => sum + bar.minutes, 0);
  // A deleted or completed assignment no longer offered reads as none.
  const assignmentOptions = assignments.data ?? [];
  const assignmentId = assignmentOptions.some(({ id }) => id === timer.assignmentId)
    ? timer.assignmentId
    : null;

  return {
    timeLabel: timerLabel(timer.timeLeftMs),
    sessionLabel:
      state.sessionType === 'work' ? 'Work session' : state.isLongBreak ? 'Long break' : 'Break',
    sessionType: state.sessionType,
    running: state.running,
    toggle,
    reset: () => focusTimer.reset(Date.now()),
    skip: () => focusTimer.skip(Date.now()),
    workMinutes: state.workMinutes,
    breakMinutes: state.breakMinutes,
    workOptions: WORK_MINUTE_OPTIONS,
    breakOptions: BREAK_MINUTE_OPTIONS,
    setWorkMinutes: (minutes: WorkMinutes) => focusTimer.setWorkMinutes(minutes, Date.now()),
    setBreakMinutes: (minutes: BreakMinutes) => focusTimer.setBreakMinutes(minutes, Date.now()),
    assignmentOptions,
    assignmentId,
    setAssignment: (id: string | null) => focusTimer.setAssignment(id),
    sessionsCompleted: state.sessionsCompleted,
    focusTime: hoursAndMinutes(focus.hours * 60 + focus.minutes),
    sessionsUntilLongBreak: sessionsUntilLongBreak(state),
    notifications,
    week: {
      bars,
      total: hoursAndMinutes(weekMinutes),
      loading: sessions.isPending || classes.isPending,
      error: sessions.isError || classes.isError,
      retry: () => void Promise.all([sessions.refetch(), classes.refetch()]),
    },
  };
}

export type PomodoroScreen = ReturnType<typeof usePomodoroPage>;
