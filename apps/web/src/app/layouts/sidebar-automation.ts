/*
 * The desktop sidebar's automatic behaviour (spec 2 and 9), free of React and the DOM so it can be
 * tested with fake timers:
 * - the mouse resting within 50px of the left edge for 200 ms opens it;
 * - a click more than 300px from the left edge closes it 100 ms later; a click anywhere cancels an
 *   opening still waiting, so clicking an icon of the rail does not unfold the sidebar over the
 *   page that icon opens;
 * - a manual toggle (button, Ctrl/Cmd+B) switches both off for 30 s, restarting with each toggle.
 */

const SIDEBAR_HOVER_EDGE_PX = 50;
const SIDEBAR_HOVER_DELAY_MS = 200;
const SIDEBAR_CLICK_AWAY_PX = 300;
const SIDEBAR_CLICK_AWAY_DELAY_MS = 100;
const SIDEBAR_MANUAL_OVERRIDE_MS = 30_000;

const SIDEBAR_COOKIE_NAME = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

type TimerId = ReturnType<typeof setTimeout>;

export interface SidebarAutomation {
  /** A mouse moved to `x` px from the window's left edge. */
  pointerMove: (x: number) => void;
  /** A click landed `x` px from the window's left edge. */
  click: (x: number) => void;
  /** The student toggled the sidebar themselves. */
  toggle: () => void;
  /** Whether automatic opening and closing is paused by a recent manual toggle. */
  overridden: () => boolean;
  dispose: () => void;
}

export function createSidebarAutomation(sidebar: {
  isOpen: () => boolean;
  setOpen: (open: boolean) => void;
}): SidebarAutomation {
  let hoverTimer: TimerId | undefined;
  let clickTimer: TimerId | undefined;
  let overrideTimer: TimerId | undefined;

  const cancelPending = () => {
    clearTimeout(hoverTimer);
    clearTimeout(clickTimer);
    hoverTimer = clickTimer = undefined;
  };

  return {
    pointerMove: (x) => {
      if (overrideTimer !== undefined || sidebar.isOpen() || x > SIDEBAR_HOVER_EDGE_PX) {
        // Leaving the edge before the delay is up means the mouse was only passing by.
        clearTimeout(hoverTimer);
        hoverTimer = undefined;
        return;
      }
      hoverTimer ??= setTimeout(() => {
        hoverTimer = undefined;
        if (overrideTimer === undefined && !sidebar.isOpen()) sidebar.setOpen(true);
      }, SIDEBAR_HOVER_DELAY_MS);
    },

    click: (x) => {
      clearTimeout(hoverTimer);
      hoverTimer = undefined;
      if (overrideTimer !== undefined || !sidebar.isOpen() || x <= SIDEBAR_CLICK_AWAY_PX) return;
      clickTimer ??= setTimeout(() => {
        clickTimer = undefined;
        if (overrideTimer === undefined && sidebar.isOpen()) sidebar.setOpen(false);
      }, SIDEBAR_CLICK_AWAY_DELAY_MS);
    },

    toggle: () => {
      cancelPending();
      clearTimeout(overrideTimer);
      overrideTimer = setTimeout(() => {
        overrideTimer = undefined;
      }, SIDEBAR_MANUAL_OVERRIDE_MS);
      sidebar.setOpen(!sidebar.isOpen());
    },

    overridden: () => overrideTimer !== undefined,

    dispose: () => {
      cancelPending();
      clearTimeout(overrideTimer);
      overrideTimer = undefined;
    },
  };
}

/** The stored state from a `document.cookie` string; null when there is none. */
export function readSidebarCookie(cookies: string): boolean | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) {
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
}

/** The `document.cookie` assignment that keeps `open` for 7 days. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
