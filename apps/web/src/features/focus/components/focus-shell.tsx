import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { currentSession, subscribeToSession } from '@/lib/session';
import type { ShellStatusProps } from '@/lib/web-module';
import { dropUnownedFocusStorage, focusStorageKeys } from '../utils/storage-keys';
import { storageListeners } from '../utils/storage-store';

/*
 * The timer's parts in the app shell. The manifests are read by the landing page's bundle too, so
 * the timer itself loads in a chunk of its own, and only for a student who uses it: when a timer
 * runs or a finished session waits to be posted (here or in another tab), or once the Pomodoro
 * page opened. Until then, or if the chunk cannot load, they show nothing.
 */

dropUnownedFocusStorage();

const Status = lazyWithPreload(
  () => import('./focus-timer-status'),
  (module) => module.FocusTimerStatus,
);
const Effects = lazyWithPreload(
  () => import('./focus-timer-effects'),
  (module) => module.FocusTimerEffects,
);

function storedTimerActive(): boolean {
  const session = currentSession();
  if (session.status !== 'signed-in') return false;
  const keys = focusStorageKeys(session.user.id);
  try {
    const timer = localStorage.getItem(keys.timer) ?? '';
    const pending = localStorage.getItem(keys.pending) ?? '[]';
    return timer.includes('"running":true') || pending !== '[]';
  } catch {
    return false;
  }
}

let wanted = storedTimerActive();
const { emit, subscribe } = storageListeners(onStorage);

/** The Pomodoro page calls this: from then on the shell keeps the timer going on every page. */
export function wantFocusShell(): void {
  if (wanted) return;
  wanted = true;
  emit();
}

function onStorage(): void {
  if (storedTimerActive()) wantFocusShell();
}

// The session is known only after this file loads, and whose timer to look for changes with it.
subscribeToSession(onStorage);

const isWanted = () => wanted;

function Lazy({ children }: { children: ReactNode }) {
  const show = useSyncExternalStore(subscribe, isWanted, isWanted);
  if (!show) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function FocusShellStatus(props: ShellStatusProps) {
  return (
    <Lazy>
      <Status {...props} />
    </Lazy>
  );
}

export function FocusShellEffects() {
  return (
    <Lazy>
      <Effects />
    </Lazy>
  );
}
