import CalendarClock from 'lucide-react/icons/calendar-clock';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Tag from 'lucide-react/icons/tag';
import X from 'lucide-react/icons/x';
import type { ChipField, TitleChip } from './use-title-chips';

const ICONS: Record<ChipField, typeof Tag> = {
  due: CalendarClock,
  class: GraduationCap,
  category: Tag,
};

/**
 * What the typed title names, as chips under it: each is a button that removes it. The polite
 * live region says what was found or removed, so a screen reader hears the form change.
 */
export function TitleChips({
  chips,
  title,
  announcement,
  onRemove,
}: {
  chips: readonly TitleChip[];
  /** The title that will be saved, shown when it differs from what was typed. */
  title: string | null;
  announcement: string;
  onRemove: (chip: TitleChip) => void;
}) {
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {chips.length > 0 && (
        <div className="-mt-2 grid gap-1.5">
          {title !== null && (
            <p className="text-muted-foreground text-xs">
              Saved as <span className="text-foreground font-medium">{title || '…'}</span>
            </p>
          )}
          <ul aria-label="Found details" className="flex flex-wrap gap-1.5">
            {chips.map((chip) => {
              const Icon = ICONS[chip.field];
              return (
                <li key={chip.field}>
                  {/* Named by its text ('Remove due date Fri, Nov 27'), not an aria-label, so
                      the form's fields keep being the only things labelled 'Date' or 'Class'. */}
                  <button
                    type="button"
                    onClick={() => onRemove(chip)}
                    className="bg-accent text-accent-foreground hover:bg-primary hover:text-primary-foreground focus-visible:ring-ring inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none pointer-coarse:h-9"
                  >
                    <Icon aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{`Remove ${chip.name}`}</span> {chip.label}
                    <X aria-hidden="true" className="size-3.5 opacity-70" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
