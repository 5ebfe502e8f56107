import { countAssignments } from '@assignd/core';
import type { Assignment } from '@assignd/schemas';
import { GraduationCap, TriangleAlert } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useAssignments, useToggleAssignment } from '@/api/assignments';
import { classesById, useClasses } from '@/api/classes';
import { useProfile } from '@/api/profile';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
  type AssignmentDialogState,
} from '@/components/assignments/assignment-dialog';
import { StatCard } from '@/components/stat-card';
import { useNow } from '@/hooks/use-now';
import { useSession } from '@/lib/session';
import { AssignmentsPanel } from './assignments-panel';
import { GreetingBanner } from './greeting-banner';
import { SchedulePanel } from './schedule-panel';

export function DashboardPage() {
  const session = useSession();
  const { data: profile } = useProfile();
  const email = session.status === 'signed-in' ? session.user.email : '';
  const now = useNow();
  const assignments = useAssignments();
  const { data: classes } = useClasses(classesById);
  const toggle = useToggleAssignment();
  const [dialog, setDialog] = useState<AssignmentDialogState>(null);

  const counts = useMemo(
    () => (assignments.data ? countAssignments(assignments.data, now) : undefined),
    [assignments.data, now],
  );
  // A count that could not be loaded shows a dash rather than a placeholder that never resolves.
  const missing = assignments.isError ? null : undefined;
  const closeDialog = useCallback(() => setDialog(null), []);
  // Stable callbacks let unchanged rows skip re-rendering when one row is toggled.
  const openEdit = useCallback(
    (assignment: Assignment) => setDialog({ mode: 'edit', assignment }),
    [],
  );
  const { mutate: toggleMutate } = toggle;
  const onToggle = useCallback(
    (assignment: Assignment, completed: boolean) => toggleMutate({ id: assignment.id, completed }),
    [toggleMutate],
  );

  return (
    <div className="@container mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <title>Dashboard - Assignd</title>
      <GreetingBanner profile={profile} email={email} />

      <div className="grid gap-4 @lg:grid-cols-2">
        <StatCard
          label="Overdue"
          value={counts?.overdue ?? missing}
          icon={TriangleAlert}
          tone="destructive"
          hint="Past their due date and not done"
        />
        <StatCard
          label="Upcoming Exams"
          value={counts?.upcomingExams ?? missing}
          icon={GraduationCap}
          tone="warning"
          hint="Tests and quizzes in the next 7 days"
        />
      </div>

      <div className="grid items-start gap-6 @4xl:grid-cols-3">
        <SchedulePanel now={now} className="@4xl:col-span-1" />
        <AssignmentsPanel
          className="@4xl:col-span-2"
          assignments={assignments.data}
          failed={assignments.isError}
          onRetry={() => void assignments.refetch()}
          classes={classes}
          now={now}
          onAdd={() => setDialog({ mode: 'new' })}
          onEdit={openEdit}
          onToggle={onToggle}
          onDialogIntent={preloadAssignmentDialog}
        />
      </div>

      <AssignmentDialog state={dialog} onClose={closeDialog} />
    </div>
  );
}
