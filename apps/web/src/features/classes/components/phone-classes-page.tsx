import type { SchoolClass } from '@assignd/schemas';
import { CalendarClock, GraduationCap, Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useAssignments } from '@/api/assignments';
import { classesByName, useClasses, useDeleteClass } from '@/api/classes';
import {
  ClassDialog,
  preloadClassDialog,
  type ClassDialogState,
} from '@/components/classes/class-dialog';
import {
  preloadScheduleSettingsDialog,
  ScheduleSettingsDialog,
} from '@/components/schedule/schedule-settings-dialog';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { countsByClass, NO_ASSIGNMENTS } from '../utils/progress';
import { PhoneClassRow } from './phone-class-row';

/** The phone's Classes screen: one list sorted by name, with add, schedule, edit and delete. */
export function PhoneClassesPage() {
  const classes = useClasses(classesByName);
  const assignments = useAssignments();
  const remove = useDeleteClass();
  const [dialog, setDialog] = useState<ClassDialogState>(null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [confirming, setConfirming] = useState<SchoolClass | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  const counts = useMemo(
    () => (assignments.data ? countsByClass(assignments.data) : undefined),
    [assignments.data],
  );

  const openNew = () => setDialog({ mode: 'new' });
  const openEdit = (schoolClass: SchoolClass) => setDialog({ mode: 'edit', schoolClass });

  return (
    <div className="grid gap-4 p-4">
      <title>Classes - Assignd</title>

      <header className="flex items-center justify-between gap-2">
        <h1 className="min-w-0 truncate text-2xl font-bold tracking-tight">Classes</h1>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            className="min-h-11 px-3"
            onClick={() => setScheduleOpen(true)}
            onPointerDown={preloadScheduleSettingsDialog}
            onFocus={preloadScheduleSettingsDialog}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            Schedule
          </Button>
          <Button
            className="min-h-11 px-3"
            aria-label="Add New Class"
            onClick={openNew}
            onPointerDown={preloadClassDialog}
            onFocus={preloadClassDialog}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </div>
      </header>

      {!classes.data ? (
        classes.isError ? (
          <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-10 text-center text-sm">
            Your classes could not be loaded.{' '}
            <Button variant="link" className="min-h-11" onClick={() => void classes.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <div role="status" aria-label="Loading classes" className="grid gap-3">
            {[0, 1, 2].map((index) => (
              <div key={index} className="bg-muted h-28 animate-pulse rounded-2xl" />
            ))}
          </div>
        )
      ) : classes.data.length === 0 ? (
        <EmptyState onCreate={openNew} />
      ) : (
        <ul aria-label="Classes" className="grid gap-3">
          {classes.data.map((schoolClass) => (
            <PhoneClassRow
              key={schoolClass.id}
              schoolClass={schoolClass}
              counts={counts?.get(schoolClass.id) ?? NO_ASSIGNMENTS}
              onEdit={openEdit}
              onDelete={setConfirming}
              onMenuIntent={preloadClassDialog}
              deleting={remove.isPending && remove.variables === schoolClass.id}
            />
          ))}
        </ul>
      )}

      {/* The phone asks first (spec 2, Classes); the class's assignments stay, unfiled. */}
      <ConfirmDeleteDialog
        item={confirming}
        title={(schoolClass) => `Delete ${schoolClass.name}?`}
        description="Are you sure you want to delete this class? This action cannot be undone."
        confirmLabel="Delete Class"
        onConfirm={(schoolClass) => remove.mutate(schoolClass.id)}
        onClose={() => setConfirming(null)}
      />
      <ClassDialog state={dialog} onClose={closeDialog} />
      <ScheduleSettingsDialog open={scheduleOpen} onOpenChange={setScheduleOpen} />
    </div>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="bg-card flex flex-col items-center rounded-2xl border border-dashed px-5 py-12 text-center">
      <span
        aria-hidden="true"
        className="bg-accent text-accent-foreground flex size-14 items-center justify-center rounded-2xl"
      >
        <GraduationCap className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold tracking-tight">No classes yet</h2>
      <p className="text-muted-foreground mt-1.5 max-w-xs text-sm">
        Add your classes to keep their assignments, teachers and rooms together.
      </p>
      <Button
        size="lg"
        className="mt-6"
        onClick={onCreate}
        onPointerDown={preloadClassDialog}
        onFocus={preloadClassDialog}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Your First Class
      </Button>
    </div>
  );
}
