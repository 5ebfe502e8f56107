import { Suspense, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { CloseOnFailure } from '@/components/lazy-dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { usePreloadAfterStartup } from '@/lib/startup';
import { ROW_MENU_BUTTON_CLASS, RowMenuIcon, type RowMenuProps } from './swipeable-row-menu-button';

// The menu's code (Radix's menu, its positioning and focus handling: about 25 KB gzip of a
// phone's first page) loads after the page has painted, not with it (issue 27).
const Menu = lazyWithPreload(
  () => import('./swipeable-row-menu'),
  (module) => module.SwipeableRowMenu,
);

/** Fetches the menu's code once the start-up screen is gone, so the first tap finds it here. */
export function usePreloadRowMenu(): void {
  usePreloadAfterStartup(Menu);
}

type OpenedBy = 'pointer' | 'keyboard';

/**
 * A phone row's menu button. Until its first use it is a plain button that looks and is named as
 * the menu's trigger does; pressing it (pointer, Enter, Space or ArrowDown, as the trigger opens)
 * mounts the menu open in its place.
 */
export function SwipeableRowActions(props: RowMenuProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = (by: OpenedBy) => {
    props.onOpen();
    setOpenedBy(by);
  };
  const button = (
    <button
      type="button"
      aria-label={`Actions for ${props.title}`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={ROW_MENU_BUTTON_CLASS}
      onPointerDown={(event) => {
        if (openedBy || event.button !== 0 || event.ctrlKey) return;
        // As the menu's trigger does: the menu, not the button, takes the focus.
        event.preventDefault();
        open('pointer');
      }}
      onKeyDown={(event) => {
        if (openedBy || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
    >
      <RowMenuIcon />
    </button>
  );
  if (!openedBy) return button;
  return (
    <ErrorBoundary fallback={() => <CloseOnFailure onClose={() => setOpenedBy(null)} />}>
      <Suspense fallback={button}>
        <Menu {...props} byKeyboard={openedBy === 'keyboard'} />
      </Suspense>
    </ErrorBoundary>
  );
}
