import { sortAssignments } from '@assignd/core';
import type { Assignment } from '@assignd/schemas';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useAssignments } from '@/api/assignments';
import { classesById, useClasses } from '@/api/classes';
import { useProfile } from '@/api/profile';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
} from '@/components/assignments/assignment-dialog';
import { DeleteAssignmentDialog } from '@/components/assignments/delete-assignment-dialog';
import { SwipeableAssignmentList } from '@/components/assignments/swipeable-assignment-list';
import { useAssignmentActions } from '@/components/assignments/use-assignment-actions';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useNow } from '@/hooks/use-now';
import { useSession } from '@/lib/session';
import { GreetingBanner } from './greeting-banner';

type Show = 'active' | 'done' | 'all';
const SHOW_OPTIONS: { value: Show; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'done', label: 'Done' },
  { value: 'all', label: 'All' },
];

/** Rows rendered at first; a long list grows on request so the first screen stays quick. */
const PAGE_SIZE = 30;

function matches(show: Show, assignment: Assignment): boolean {
  if (show === 'all') return true;
  return show === 'done' ? assignment.completed : !assignment.completed;
}

/** The phone dashboard: the greeting and one list of assignments, filtered by state. */
export function PhoneDashboardPage() {
  const session = useSession();
  const { data: profile } = useProfile();
  const email = session.status === 'signed-in' ? session.user.email : '';
  const now = useNow();
  const assignments = useAssignments();
  const { data: classes } = useClasses(classesById);
  const actions = useAssignmentActions();
  const [show, setShow] = useState<Show>('active');

  const visible = useMemo(
    () =>
      assignments.data &&
      sortAssignments(assignments.data, 'due-date').filter((item) => matches(show, item)),
    [assignments.data, show],
  );

  return (
    <div className="grid gap-4 p-4">
      <title>Dashboard - Assignd</title>
      <GreetingBanner profile={profile} email={email} />
      <section aria-labelledby="phone-assignments" className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="phone-assignments" className="text-lg font-semibold">
            Assignments
          </h2>
          <Button
            className="min-h-11"
            onClick={actions.openNew}
            onPointerEnter={preloadAssignmentDialog}
            onFocus={preloadAssignmentDialog}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </div>
        <SegmentedControl
          aria-label="Assignments to show"
          options={SHOW_OPTIONS}
          value={show}
          onValueChange={setShow}
          size="lg"
          className="w-full"
        />
        {visible === undefined ? (
          assignments.isError ? (
            <p className="text-muted-foreground bg-muted/60 rounded-lg px-4 py-8 text-center text-sm">
              Your assignments could not be loaded.{' '}
              <Button
                variant="link"
                className="min-h-11"
                onClick={() => void assignments.refetch()}
              >
                Try again
              </Button>
            </p>
          ) : (
            <p role="status" className="text-muted-foreground text-sm">
              Loading
            </p>
          )
        ) : visible.length === 0 ? (
          <p className="text-muted-foreground bg-muted/60 rounded-lg px-4 py-8 text-center text-sm">
            {show === 'done'
              ? 'Nothing completed yet.'
              : 'No assignments here. Tap Add to plan one.'}
          </p>
        ) : (
          <SwipeableAssignmentList
            aria-label="Assignments"
            items={visible}
            classes={classes}
            now={now}
            pageSize={PAGE_SIZE}
            resetKey={show}
            onToggle={actions.onToggle}
            onEdit={actions.openEdit}
            onDelete={actions.requestDelete}
          />
        )}
      </section>
      <AssignmentDialog state={actions.dialog} onClose={actions.closeDialog} />
      <DeleteAssignmentDialog assignment={actions.deleting} onClose={actions.closeDelete} />
    </div>
  );
}
