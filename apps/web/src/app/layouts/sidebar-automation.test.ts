import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSidebarAutomation,
  readSidebarCookie,
  sidebarCookie,
  type SidebarAutomation,
} from './sidebar-automation';

describe('sidebar automation', () => {
  let open: boolean;
  let automation: SidebarAutomation;

  const start = (initiallyOpen: boolean) => {
    open = initiallyOpen;
    automation = createSidebarAutomation({
      isOpen: () => open,
      setOpen: (next) => (open = next),
    });
  };

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    automation.dispose();
    vi.useRealTimers();
  });

  it('opens after the mouse rests within 50px of the left edge for 200 ms', () => {
    start(false);
    automation.pointerMove(50);
    vi.advanceTimersByTime(199);
    expect(open).toBe(false);
    automation.pointerMove(20); // moving inside the zone does not restart the delay
    vi.advanceTimersByTime(1);
    expect(open).toBe(true);
  });

  it('does not open when the mouse leaves the edge before 200 ms', () => {
    start(false);
    automation.pointerMove(10);
    vi.advanceTimersByTime(150);
    automation.pointerMove(51);
    vi.advanceTimersByTime(500);
    expect(open).toBe(false);
  });

  it('does not open when the student clicks before the 200 ms are up (an icon of the rail)', () => {
    start(false);
    automation.pointerMove(24);
    automation.click(24);
    vi.advanceTimersByTime(500);
    expect(open).toBe(false);
    automation.pointerMove(24);
    vi.advanceTimersByTime(200);
    expect(open).toBe(true);
  });

  it('closes 100 ms after a click beyond 300px, not for clicks at or within 300px', () => {
    start(true);
    automation.click(300);
    vi.advanceTimersByTime(500);
    expect(open).toBe(true);
    automation.click(301);
    vi.advanceTimersByTime(99);
    expect(open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(open).toBe(false);
  });

  it('pauses the automatic behaviour for 30 s after a manual toggle', () => {
    start(true);
    automation.toggle();
    expect(open).toBe(false);
    expect(automation.overridden()).toBe(true);
    automation.pointerMove(5);
    vi.advanceTimersByTime(29_000);
    expect(open).toBe(false);

    automation.toggle(); // restarts the 30 s
    expect(open).toBe(true);
    vi.advanceTimersByTime(29_000);
    automation.click(900);
    vi.advanceTimersByTime(200);
    expect(open).toBe(true);

    vi.advanceTimersByTime(1_000);
    expect(automation.overridden()).toBe(false);
    automation.click(900);
    vi.advanceTimersByTime(100);
    expect(open).toBe(false);
  });

  it('drops a pending automatic change when the student toggles meanwhile', () => {
    start(true);
    automation.click(800);
    automation.toggle();
    automation.toggle();
    vi.advanceTimersByTime(1_000);
    expect(open).toBe(true);
  });
});

describe('sidebar cookie', () => {
  it('reads the stored state among other cookies', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('other=true')).toBeNull();
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull();
  });

  it('keeps the state for 7 days on every path', () => {
    expect(sidebarCookie(true)).toBe('sidebar_state=true; path=/; max-age=604800; SameSite=Lax');
  });
});
