import Check from 'lucide-react/icons/check';
import Pencil from 'lucide-react/icons/pencil';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import { useCallback, useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ROW_MENU_BUTTON_CLASS, RowMenuIcon, type RowMenuProps } from './swipeable-row-menu-button';

/**
 * A phone row's menu: Mark Done / Mark Active, Edit and Delete. Loaded on the first tap of a
 * row's menu button (swipeable-row-actions.tsx), and opened by that tap.
 */
export function SwipeableRowMenu({
  title,
  describedBy,
  completed,
  byKeyboard,
  onToggle,
  onEdit,
  onDelete,
  onOpen,
}: RowMenuProps & { byKeyboard: boolean }) {
  // Opened from the keyboard, the menu starts on its first item as the trigger's own keydown would
  // have it; that keydown came before this menu existed. Once: later openings are the trigger's.
  const focusFirst = useRef(byKeyboard);
  const first = useCallback((item: HTMLDivElement | null) => {
    if (!item || !focusFirst.current) return;
    focusFirst.current = false;
    item.focus();
  }, []);
  return (
    <DropdownMenu defaultOpen onOpenChange={(open) => open && onOpen()}>
      <DropdownMenuTrigger aria-label={`Actions for ${title}`} className={ROW_MENU_BUTTON_CLASS}>
        <RowMenuIcon />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-describedby={describedBy}>
        {completed ? (
          <DropdownMenuItem ref={first} className="min-h-11" onSelect={() => onToggle(false)}>
            <RotateCcw aria-hidden="true" />
            Mark Active
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem ref={first} className="min-h-11" onSelect={() => onToggle(true)}>
            <Check aria-hidden="true" />
            Mark Done
          </DropdownMenuItem>
        )}
        <DropdownMenuItem className="min-h-11" onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive className="min-h-11" onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
