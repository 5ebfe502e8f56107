import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';

/** Spec 9: a tooltip opens after 700 ms of hover (at once on keyboard focus). */
const TOOLTIP_DELAY_MS = 700;
/** Long enough to move the pointer from a control onto its tooltip (WCAG 1.4.13, hoverable). */
const LEAVE_GRACE_MS = 150;
const GAP_PX = 6;

interface Shown {
  label: string;
  top: number;
  left: number;
}

/** Marks a rail control, whose tooltip names it; `display: contents` leaves the layout as it was. */
export function RailTip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <span className="contents" data-rail-tip={label}>
      {children}
    </span>
  );
}

function tipOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-rail-tip]') : null;
}

function shownFor(tip: HTMLElement): Shown | null {
  const control = tip.firstElementChild;
  const label = tip.dataset.railTip;
  if (!control || !label) return null;
  const box = control.getBoundingClientRect();
  return { label, top: box.top + box.height / 2, left: box.right + GAP_PX };
}

/**
 * The collapsed rail's tooltips, one at a time, from events on the rail itself. Ours rather than
 * Radix's: Radix's tooltip brings the floating-ui positioning engine, about 20 KB gzip, into every
 * desktop first load (the rail starts collapsed), for a label beside a fixed column of icons.
 * Hover opens it after the delay, keyboard focus at once; Escape, a scroll, leaving or blurring
 * close it, and the pointer may move onto it.
 */
export function useRailTooltip(enabled: boolean) {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pressing = useRef(false);
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  const later = useCallback((run: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(run, ms);
  }, []);
  const close = useCallback(() => {
    window.clearTimeout(timer.current);
    setShown(null);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Expanding the rail closes its tooltip, and one planned before it then never opens.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (wasEnabled !== enabled) {
    setWasEnabled(enabled);
    setShown(null);
  }
  const enabledRef = useRef(enabled);
  useEffect(() => {
    enabledRef.current = enabled;
  }, [enabled]);
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [shown, close]);

  const railEvents = {
    onPointerOver(event: PointerEvent) {
      const tip = tipOf(event.target);
      // A finger has no hover: a tap would leave a tooltip over the page it opened.
      if (!enabled || !tip || event.pointerType !== 'mouse') return;
      // Moving along the rail with one tooltip open shows the next at once, as Radix's does.
      later(
        () => setShown(enabledRef.current ? shownFor(tip) : null),
        shownRef.current ? 0 : TOOLTIP_DELAY_MS,
      );
    },
    onPointerOut(event: PointerEvent) {
      const tip = tipOf(event.target);
      if (!tip || (event.relatedTarget instanceof Node && tip.contains(event.relatedTarget)))
        return;
      later(() => setShown(null), LEAVE_GRACE_MS);
    },
    // A click focuses what it presses: only focus from the keyboard opens a tooltip at once.
    onPointerDown() {
      pressing.current = true;
      document.addEventListener('pointerup', () => (pressing.current = false), { once: true });
    },
    onFocus(event: FocusEvent) {
      const tip = tipOf(event.target);
      if (!enabled || !tip || pressing.current) return;
      window.clearTimeout(timer.current);
      setShown(shownFor(tip));
    },
    onBlur: close,
  };

  const tooltip =
    shown &&
    createPortal(
      <div
        role="tooltip"
        onPointerEnter={() => window.clearTimeout(timer.current)}
        onPointerLeave={close}
        style={{ top: shown.top, left: shown.left }}
        className="animate-fade-in fixed z-50 -translate-y-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-md dark:bg-slate-100 dark:text-slate-900"
      >
        {shown.label}
      </div>,
      document.body,
    );

  return { railEvents, tooltip };
}
