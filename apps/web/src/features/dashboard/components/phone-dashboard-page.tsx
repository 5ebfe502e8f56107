import { sortAssignments } from '@assignd/core';
import type { Assignment } from '@assignd/schemas';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useAssignments, useToggleAssignment } from '@/api/assignments';
import { classesById, useClasses } from '@/api/classes';
import { useProfile } from '@/api/profile';
import {
  AssignmentDialog,
  preloadAssignmentDialog,
  type AssignmentDialogState,
} from '@/components/assignments/assignment-dialog';
import { DeleteAssignmentDialog } from '@/components/assignments/delete-assignment-dialog';
import { SwipeableAssignmentRow } from '@/components/assignments/swipeable-assignment-row';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useNow } from '@/hooks/use-now';
import { useRenderLimit } from '@/hooks/use-render-limit';
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
  const { mutate: toggleMutate } = useToggleAssignment();
  const [show, setShow] = useState<Show>('active');
  const [dialog, setDialog] = useState<AssignmentDialogState>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const { limit, showMore } = useRenderLimit(PAGE_SIZE, show);

  const visible = useMemo(
    () =>
      assignments.data &&
      sortAssignments(assignments.data, 'due-date').filter((item) => matches(show, item)),
    [assignments.data, show],
  );
  const closeDialog = useCallback(() => setDialog(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  // Stable callbacks let unchanged rows skip re-rendering when one row is toggled.
  const openEdit = useCallback(
    (assignment: Assignment) => setDialog({ mode: 'edit', assignment }),
    [],
  );
  const onToggle = useCallback(
    (assignment: Assignment, completed: boolean) => toggleMutate({ id: assignment.id, completed }),
    [toggleMutate],
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
            onClick={() => setDialog({ mode: 'new' })}
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
          <>
            <ul className="grid gap-2" aria-label="Assignments">
              {visible.slice(0, limit).map((assignment) => (
                <SwipeableAssignmentRow
                  key={assignment.id}
                  assignment={assignment}
                  schoolClass={assignment.classId ? classes?.get(assignment.classId) : undefined}
                  now={now}
                  onToggle={onToggle}
                  onEdit={openEdit}
                  onDelete={setDeleting}
                  onEditIntent={preloadAssignmentDialog}
                />
              ))}
            </ul>
            {visible.length > limit && (
              <Button variant="outline" className="min-h-11 justify-self-center" onClick={showMore}>
                Show more ({visible.length - limit} left)
              </Button>
            )}
          </>
        )}
      </section>
      <AssignmentDialog state={dialog} onClose={closeDialog} />
      <DeleteAssignmentDialog assignment={deleting} onClose={closeDelete} />
    </div>
  );
}
