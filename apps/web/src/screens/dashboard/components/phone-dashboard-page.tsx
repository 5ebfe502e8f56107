import { sortAssignments } from '@assignd/core';
import type { Assignment } from '@assignd/schemas';
import Plus from 'lucide-react/icons/plus';
import { useMemo, useState } from 'react';
import { AssignmentDialog } from '@/features/assignments/public/assignment-dialog';
import { DeleteAssignmentDialog } from '@/features/assignments/components/delete-assignment-dialog';
import { SwipeableAssignmentList } from '@/features/assignments/components/swipeable-assignment-list';
import { AsyncContent } from '@/components/feedback/async-content';
import { useDrawnAfterPaint } from '@/hooks/use-drawn-after-paint';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useDashboardScreen } from '../hooks/use-dashboard-screen';
import { GreetingBanner } from './greeting-banner';
import { AddAssignmentButton } from '@/features/assignments/public/add-assignment-button';

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
  const { profile, email, now, assignments, retry, classes, actions } = useDashboardScreen();
  const [show, setShow] = useState<Show>('active');
  // The greeting paints first; the rows follow in short slices.
  const rowsDue = useDrawnAfterPaint();

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
          <AddAssignmentButton className="min-h-11" onClick={actions.openNew}>
            <Plus aria-hidden="true" className="size-4" />
            Add
          </AddAssignmentButton>
        </div>
        <SegmentedControl
          aria-label="Assignments to show"
          options={SHOW_OPTIONS}
          value={show}
          onValueChange={setShow}
          size="lg"
          className="w-full"
        />
        <AsyncContent
          data={rowsDue ? visible : undefined}
          failed={assignments.isError}
          onRetry={retry}
          errorMessage="Your assignments could not be loaded."
          tone="panel"
          touch
          loading={
            <p role="status" className="text-muted-foreground text-sm">
              Loading
            </p>
          }
        >
          {(items) =>
            items.length === 0 ? (
              <p className="text-muted-foreground bg-muted/60 rounded-lg px-4 py-8 text-center text-sm">
                {show === 'done'
                  ? 'Nothing completed yet.'
                  : 'No assignments here. Tap Add to plan one.'}
              </p>
            ) : (
              <SwipeableAssignmentList
                aria-label="Assignments"
                items={items}
                classes={classes}
                now={now}
                pageSize={PAGE_SIZE}
                resetKey={show}
                onToggle={actions.onToggle}
                onEdit={actions.openEdit}
                onDelete={actions.requestDelete}
              />
            )
          }
        </AsyncContent>
      </section>
      <AssignmentDialog state={actions.dialog} onClose={actions.closeDialog} />
      <DeleteAssignmentDialog assignment={actions.deleting} onClose={actions.closeDelete} />
    </div>
  );
}
