import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createSidebarAutomation,
  readSidebarCookie,
  sidebarCookie,
  type SidebarAutomation,
} from './sidebar-automation';

/** The rail shows from this width up; below it the sidebar is a drawer. */
export const DESKTOP_SIDEBAR_QUERY = '(min-width: 768px)';

/**
 * Below this width (a tablet in portrait) the open sidebar would cover a third of the page, so it
 * starts collapsed whatever the cookie says.
 */
const NARROW_QUERY = '(max-width: 1023px)';

/** The expanded sidebar lies over the page, so it starts as the rail unless the student left it open. */
function initialOpen(): boolean {
  if (window.matchMedia(NARROW_QUERY).matches) return false;
  return readSidebarCookie(document.cookie) ?? false;
}

function isDesktop(): boolean {
  return window.matchMedia(DESKTOP_SIDEBAR_QUERY).matches;
}

function isToggleShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'b'
  );
}

/**
 * Whether the desktop sidebar is expanded, kept in the `sidebar_state` cookie, with the automatic
 * opening and closing of sidebar-automation.ts. Ctrl/Cmd+B toggles it; below 768px the shortcut
 * toggles the drawer instead (`onToggleDrawer`).
 */
export function useSidebar(onToggleDrawer: () => void) {
  const [open, setOpenState] = useState(initialOpen);
  const openRef = useRef(open);

  const setOpen = useCallback((next: boolean) => {
    openRef.current = next;
    setOpenState(next);
    document.cookie = sidebarCookie(next);
  }, []);

  const automationRef = useRef<SidebarAutomation | null>(null);
  const toggleDrawerRef = useRef(onToggleDrawer);
  useEffect(() => {
    toggleDrawerRef.current = onToggleDrawer;
  });

  useEffect(() => {
    const automation = createSidebarAutomation({ isOpen: () => openRef.current, setOpen });
    automationRef.current = automation;
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && isDesktop()) automation.pointerMove(event.clientX);
    };
    // The click-away collapse pairs with the hover-to-open edge, which a finger cannot reach: on
    // a tablet every tap in the page would fold the navigation away with no way to hover it back.
    let lastPointerType = 'mouse';
    const onPointerDown = (event: PointerEvent) => {
      lastPointerType = event.pointerType;
    };
    const onClick = (event: MouseEvent) => {
      if (lastPointerType !== 'mouse' && event.detail > 0) return;
      if (isDesktop()) automation.click(event.clientX);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      if (isDesktop()) automation.toggle();
      else toggleDrawerRef.current();
    };
    document.addEventListener('pointermove', onPointerMove, { passive: true });
    document.addEventListener('pointerdown', onPointerDown, { passive: true, capture: true });
    // Capture, so a click whose handler stops propagation still counts.
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointermove', onPointerMove);
      document.removeEventListener('pointerdown', onPointerDown, { capture: true });
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown);
      automation.dispose();
      automationRef.current = null;
    };
  }, [setOpen]);

  const toggle = useCallback(() => automationRef.current?.toggle(), []);
  return { open, toggle };
}
