import type { SchoolClass } from '@assignd/schemas';
import { useState } from 'react';
import { preloadClassDialog } from '@/features/classes/components/class-dialog';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { useClassesScreen } from '../hooks/use-classes-screen';
import { ClassCard } from './class-card';
import {
  ClassesActions,
  ClassesDialogs,
  ClassesList,
  ClassesTermSwitcher,
} from './classes-screen-parts';
import { PhonePageHeader } from '@/components/ui/page-header';

/**
 * The phone's Classes screen: one list sorted by name, today's or a term's, with add, schedule,
 * edit and delete.
 */
export function PhoneClassesPage() {
  const screen = useClassesScreen();
  const [confirming, setConfirming] = useState<SchoolClass | null>(null);

  return (
    <div className="grid gap-4 p-4">
      <title>Classes - Assignd</title>

      <PhonePageHeader title="Classes">
        <ClassesActions screen={screen} touch />
      </PhonePageHeader>

      <ClassesTermSwitcher screen={screen} touch />

      <ClassesList
        screen={screen}
        touch
        listClassName="grid gap-3"
        skeletonClassName="h-28 rounded-2xl"
        renderClass={(schoolClass) => (
          <ClassCard
            touch
            key={schoolClass.id}
            schoolClass={schoolClass}
            counts={screen.countsOf(schoolClass.id)}
            onEdit={screen.openEdit}
            onDelete={setConfirming}
            onMenuIntent={preloadClassDialog}
            deleting={screen.isDeleting(schoolClass.id)}
          />
        )}
      />

      {/* The phone asks first (spec 2, Classes). */}
      <ConfirmDeleteDialog
        item={confirming}
        title={(schoolClass) => `Delete ${schoolClass.name}?`}
        description="Are you sure you want to delete this class? This action cannot be undone."
        confirmLabel="Delete Class"
        onConfirm={screen.deleteClass}
        onClose={() => setConfirming(null)}
      />
      <ClassesDialogs screen={screen} />
    </div>
  );
}
