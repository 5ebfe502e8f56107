import Plus from 'lucide-react/icons/plus';
import { preloadQuickAddDialog } from '@/screens/calendar/components/quick-add-dialog';
import { Button } from '@/components/ui/button';
import { preloadIntent } from '@/lib/preload-intent';

/** Quick Add in a calendar's header; the class sets its touch height where a finger uses it. */
export function QuickAddButton({
  onClick,
  className,
}: {
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button className={className} onClick={onClick} {...preloadIntent(preloadQuickAddDialog)}>
      <Plus aria-hidden="true" className="size-4" />
      Quick Add
    </Button>
  );
}
