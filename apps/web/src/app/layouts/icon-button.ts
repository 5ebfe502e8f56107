/** A header's icon button, less its size: each gives its own (a tablet's are larger). */
export const ICON_BUTTON =
  'text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-ring inline-flex cursor-pointer items-center justify-center rounded-lg focus-visible:ring-2 focus-visible:outline-none';
