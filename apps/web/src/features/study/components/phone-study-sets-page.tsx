import { useNow } from '@/hooks/use-now';
import { useStudySetsScreen } from '../hooks/use-study-sets-screen';
import { ProGate } from '@/features/billing/public/pro-gate';
import { PhoneStudySetCard } from './study-set-card';
import { NewStudySetButton, StudySetsDialogs, StudySetsList } from './study-sets-parts';
import { PhonePageHeader } from '@/components/ui/page-header';

/** The phone's Flashcards screen: one list of set cards (spec 3, phone study set card). */
export function PhoneStudySetsPage() {
  return (
    <div className="grid gap-4 p-4">
      <title>Flashcards - Assignd</title>
      <ProGate
        feature="flashcards"
        header={<h1 className="text-2xl font-bold tracking-tight">Flashcards</h1>}
      >
        <PhoneStudySets />
      </ProGate>
    </div>
  );
}

function PhoneStudySets() {
  const screen = useStudySetsScreen();
  const now = useNow();
  return (
    <>
      <PhonePageHeader title="Flashcards">
        <NewStudySetButton screen={screen} touch />
      </PhonePageHeader>
      <StudySetsList
        screen={screen}
        touch
        listClassName="grid gap-3"
        skeletonClassName="h-28 rounded-2xl"
        renderSet={(set) => (
          <PhoneStudySetCard
            key={set.id}
            set={set}
            to={`/mobile/flashcards/${encodeURIComponent(set.id)}`}
            now={now}
            onRename={screen.openRename}
            onDelete={screen.askDelete}
            deleting={screen.isDeleting(set.id)}
          />
        )}
      />
      <StudySetsDialogs screen={screen} />
    </>
  );
}
