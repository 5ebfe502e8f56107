import { lazy, Suspense, useState } from 'react';
import { useRealtimeSync } from '@/api/realtime-sync';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useThemeSync } from '@/features/profile/hooks/use-theme-sync';
import { hasLegacySchedule } from '@/lib/legacy-schedule';
import { useOutbox } from '@/lib/outbox/write';
import { useStartupOver } from '@/lib/startup';
import { REALTIME_RULES, SHELL_PARTS } from './modules';

// Only browsers that still hold a schedule from the local-only version download the migration.
const ScheduleMigration = lazy(() =>
  import('@/features/schedule/hooks/use-schedule-migration').then((module) => ({
    default: module.ScheduleMigration,
  })),
);

/**
 * What runs behind every signed-in screen: the theme, live changes from the student's other
 * devices, changes waiting to be sent, the capabilities' shell effects, and once after sign-in
 * the schedule migration.
 */
export function SignedInEffects() {
  useThemeSync();
  useOutbox();
  useRealtimeSync(REALTIME_RULES);
  const [legacySchedule] = useState(hasLegacySchedule);
  // The capabilities' effects load code of their own, which the first page does not need.
  const startupOver = useStartupOver();
  return (
    <>
      {startupOver &&
        SHELL_PARTS.map(({ name, effects: Effects }) => (
          <ErrorBoundary key={name} fallback={() => null}>
            <Effects />
          </ErrorBoundary>
        ))}
      {legacySchedule && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ScheduleMigration />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
