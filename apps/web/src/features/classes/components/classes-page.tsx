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
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { countsByClass, NO_ASSIGNMENTS } from '../utils/progress';
import { ClassCard } from './class-card';

export function ClassesPage() {
  const classes = useClasses(classesByName);
  const assignments = useAssignments();
  const remove = useDeleteClass();
  const [dialog, setDialog] = useState<ClassDialogState>(null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const closeDialog = useCallback(() => setDialog(null), []);

  const counts = useMemo(
    () => (assignments.data ? countsByClass(assignments.data) : undefined),
    [assignments.data],
  );

  const openNew = () => setDialog({ mode: 'new' });
  const openEdit = (schoolClass: SchoolClass) => setDialog({ mode: 'edit', schoolClass });
  // The desktop deletes at once, without asking (spec 2, Classes); its assignments stay, unfiled.
  const deleteClass = (schoolClass: SchoolClass) => remove.mutate(schoolClass.id);

  return (
    <div className="@container mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <title>Classes - Assignd</title>

      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Classes</h1>
          <p className="text-muted-foreground mt-1">
            Your subjects, teachers and rooms, and how far along each one is.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => setScheduleOpen(true)}
            onPointerEnter={preloadScheduleSettingsDialog}
            onFocus={preloadScheduleSettingsDialog}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            Schedule
          </Button>
          <Button
            onClick={openNew}
            onPointerEnter={preloadClassDialog}
            onFocus={preloadClassDialog}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add New Class
          </Button>
        </div>
      </header>

      {!classes.data ? (
        classes.isError ? (
          <p className="text-muted-foreground bg-card rounded-2xl border border-dashed px-4 py-12 text-center text-sm">
            Your classes could not be loaded.{' '}
            <Button variant="link" onClick={() => void classes.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <div
            role="status"
            aria-label="Loading classes"
            className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3"
          >
            {[0, 1, 2].map((index) => (
              <div key={index} className="bg-muted h-44 animate-pulse rounded-2xl" />
            ))}
          </div>
        )
      ) : classes.data.length === 0 ? (
        <EmptyState onCreate={openNew} />
      ) : (
        <ul aria-label="Classes" className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
          {classes.data.map((schoolClass) => (
            <li key={schoolClass.id} className="min-w-0">
              <ClassCard
                schoolClass={schoolClass}
                counts={counts?.get(schoolClass.id) ?? NO_ASSIGNMENTS}
                onEdit={openEdit}
                onDelete={deleteClass}
                onMenuIntent={preloadClassDialog}
                deleting={remove.isPending && remove.variables === schoolClass.id}
              />
            </li>
          ))}
        </ul>
      )}

      <ClassDialog state={dialog} onClose={closeDialog} />
      <ScheduleSettingsDialog open={scheduleOpen} onOpenChange={setScheduleOpen} />
    </div>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="flex flex-col items-center border-dashed px-6 py-16 text-center">
      <span
        aria-hidden="true"
        className="bg-accent text-accent-foreground flex size-16 items-center justify-center rounded-2xl"
      >
        <GraduationCap className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-semibold tracking-tight">Ready to get organized?</h2>
      <p className="text-muted-foreground mt-2 max-w-sm text-sm">
        Add your classes to keep their assignments, teachers and rooms together, each with its own
        colour and icon.
      </p>
      <Button
        size="lg"
        className="mt-6"
        onClick={onCreate}
        onPointerEnter={preloadClassDialog}
        onFocus={preloadClassDialog}
      >
        <Plus aria-hidden="true" className="size-4" />
        Create Your First Class
      </Button>
    </Card>
  );
}
