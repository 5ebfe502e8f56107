import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

interface Props {
  /** The id of the row's title, which names what the buttons act on. */
  titleId: string;
  deleting: boolean;
  onEdit: () => void;
  /** Starts loading the Edit Event dialog before the click. */
  onEditIntent: () => void;
  onDelete: () => void;
  /** Touch layouts take 44px targets. */
  touch?: boolean;
}

/** An event row's Edit and Delete buttons, side by side or stacked as the row lays them out. */
export function EventRowActions({
  titleId,
  deleting,
  onEdit,
  onEditIntent,
  onDelete,
  touch = false,
}: Props) {
  const size = touch ? 'min-h-11 min-w-11' : 'size-8';
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={cn('text-muted-foreground', size)}
        aria-label="Edit event"
        aria-describedby={titleId}
        disabled={deleting}
        onClick={onEdit}
        onPointerEnter={onEditIntent}
        onFocus={onEditIntent}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="destructive-ghost"
        size="icon"
        className={size}
        aria-label="Delete event"
        aria-describedby={titleId}
        disabled={deleting}
        onClick={onDelete}
      >
        {deleting ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
      </Button>
    </>
  );
}
