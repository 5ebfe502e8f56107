export const ICON_BUTTON =
  'text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-ring inline-flex size-9 cursor-pointer items-center justify-center rounded-lg focus-visible:ring-2 focus-visible:outline-none';
