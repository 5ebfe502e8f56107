import { Suspense } from 'react';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { AssignmentDialog } from '@/features/assignments/public/assignment-dialog';
import { StatCards } from '@/components/stat-card';
import { useDashboardScreen } from '../hooks/use-dashboard-screen';
import { AssignmentsPanel } from './assignments-panel';
import { EventsPanel } from './events-panel';
import { GreetingBanner } from './greeting-banner';
import { SchedulePanel } from './schedule-panel';
import { DesktopPage } from '@/components/ui/desktop-page';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Its figures come after the rest of the dashboard anyway: its code does too.
const DashboardGradesCard = lazyWithPreload(
  () => import('@/features/grades/public/dashboard-grades-card'),
  (module) => module.DashboardGradesCard,
);

export function DashboardPage() {
  const screen = useDashboardScreen();
  const { profile, email, now, actions, counts, missing } = screen;

  return (
    <DesktopPage title="Dashboard">
      <GreetingBanner profile={profile} email={email} />

      <StatCards
        className="grid gap-4 @lg:grid-cols-2"
        items={[
          {
            label: 'Overdue',
            value: counts?.overdue ?? missing,
            icon: TriangleAlert,
            tone: 'destructive',
            hint: 'Past their due date and not done',
          },
          {
            label: 'Upcoming Exams',
            value: counts?.upcomingExams ?? missing,
            icon: GraduationCap,
            tone: 'warning',
            hint: 'Tests and quizzes in the next 7 days',
          },
        ]}
      />

      <div className="grid items-start gap-6 @4xl:grid-cols-3">
        <div className="grid min-w-0 gap-6 @4xl:col-span-1">
          <SchedulePanel now={now} />
          <EventsPanel now={now} />
          <Suspense fallback={null}>
            <DashboardGradesCard />
          </Suspense>
        </div>
        <AssignmentsPanel className="@4xl:col-span-2" screen={screen} />
      </div>

      <AssignmentDialog state={actions.dialog} onClose={actions.closeDialog} />
    </DesktopPage>
  );
}
