import { preloadClassDialog } from '@/features/classes/components/class-dialog';
import { DesktopPage } from '@/components/ui/desktop-page';
import { useClassesScreen } from '../hooks/use-classes-screen';
import { ClassCard } from './class-card';
import {
  ClassesActions,
  ClassesDialogs,
  ClassesList,
  ClassesTermSwitcher,
} from './classes-screen-parts';

export function ClassesPage() {
  const screen = useClassesScreen();

  return (
    <DesktopPage
      title="Classes"
      description="Your subjects, teachers and rooms, and how far along each one is."
      actions={<ClassesActions screen={screen} />}
    >
      <ClassesTermSwitcher screen={screen} />
      <ClassesList
        screen={screen}
        listClassName="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3"
        skeletonClassName="h-44 rounded-2xl"
        renderClass={(schoolClass) => (
          <li key={schoolClass.id} className="min-w-0">
            {/* The desktop deletes at once, without asking (spec 2, Classes). */}
            <ClassCard
              schoolClass={schoolClass}
              counts={screen.countsOf(schoolClass.id)}
              onEdit={screen.openEdit}
              onDelete={screen.deleteClass}
              onMenuIntent={preloadClassDialog}
              deleting={screen.isDeleting(schoolClass.id)}
            />
          </li>
        )}
      />

      <ClassesDialogs screen={screen} />
    </DesktopPage>
  );
}
