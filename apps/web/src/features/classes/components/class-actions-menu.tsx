import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import type { ClassItemProps } from './class-counts';

interface Props extends Pick<
  ClassItemProps,
  'schoolClass' | 'onEdit' | 'onDelete' | 'onMenuIntent'
> {
  /** The phone list's 44px button and items; the desktop card's compact ones otherwise. */
  phone?: boolean;
}

/** A class's Edit Class / Delete Class menu, above the link that covers its card or row. */
export function ClassActionsMenu({ schoolClass, onEdit, onDelete, onMenuIntent, phone }: Props) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Actions for ${schoolClass.name}`}
        onPointerDown={phone ? onMenuIntent : undefined}
        onPointerEnter={phone ? undefined : onMenuIntent}
        onFocus={onMenuIntent}
        className={cn(
          'text-muted-foreground hover:bg-muted focus-visible:ring-ring data-[state=open]:bg-muted relative z-10 inline-flex shrink-0 cursor-pointer items-center justify-center focus-visible:ring-2 focus-visible:outline-none',
          phone
            ? 'size-11 rounded-xl'
            : 'hover:text-foreground -mt-1 -mr-2 size-8 rounded-lg pointer-coarse:size-11',
        )}
      >
        <EllipsisVertical aria-hidden="true" className={phone ? 'size-5' : 'size-4'} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem touch={phone} onSelect={() => onEdit(schoolClass)}>
          <Pencil aria-hidden="true" />
          Edit Class
        </DropdownMenuItem>
        <DropdownMenuItem destructive touch={phone} onSelect={() => onDelete(schoolClass)}>
          <Trash2 aria-hidden="true" />
          Delete Class
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
