import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';

/* What a phone row's menu button and its menu (loaded later) share. */

export interface RowMenuProps {
  title: string;
  /** The id of what the open menu is about (the row's title). */
  describedBy: string;
  completed: boolean;
  /** With the new state: true for Done, false for Active. */
  onToggle: (completed: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Called as the menu opens, to start loading what its items open. */
  onOpen: () => void;
}

export const ROW_MENU_BUTTON_CLASS =
  'text-muted-foreground hover:bg-muted focus-visible:ring-ring flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg focus-visible:ring-2 focus-visible:outline-none';

export function RowMenuIcon() {
  return <EllipsisVertical aria-hidden="true" className="size-5" />;
}
