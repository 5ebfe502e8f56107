// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RailTip, useRailTooltip } from './rail-tooltip';

function Rail({ collapsed }: { collapsed: boolean }) {
  const { railEvents, tooltip } = useRailTooltip(collapsed);
  return (
    <nav {...railEvents}>
      {tooltip}
      <RailTip label="Assignments">
        <a href="/assignments" aria-label="Assignments">
          A
        </a>
      </RailTip>
      <RailTip label="Calendar">
        <a href="/calendar" aria-label="Calendar">
          C
        </a>
      </RailTip>
    </nav>
  );
}

const mouse = { pointerType: 'mouse' };

describe('the collapsed rail’s tooltips', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('names a control 700 ms after the mouse rests on it, and Escape closes it', () => {
    render(<Rail collapsed />);
    fireEvent.pointerOver(screen.getByLabelText('Assignments'), mouse);
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Assignments');

    // The next control along the rail names itself at once while a tooltip is open.
    fireEvent.pointerOver(screen.getByLabelText('Calendar'), mouse);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Calendar');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays while the pointer moves onto it, and goes once the pointer leaves both', () => {
    render(<Rail collapsed />);
    const link = screen.getByLabelText('Assignments');
    fireEvent.pointerOver(link, mouse);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    const tooltip = screen.getByRole('tooltip');
    fireEvent.pointerOut(link, { ...mouse, relatedTarget: tooltip });
    fireEvent.pointerEnter(tooltip, mouse);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(tooltip, mouse);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('never opens for a finger, nor on the expanded sidebar', () => {
    const { rerender } = render(<Rail collapsed />);
    fireEvent.pointerOver(screen.getByLabelText('Calendar'), { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerOver(screen.getByLabelText('Calendar'), mouse);
    rerender(<Rail collapsed={false} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

it('names each control at once as the keyboard reaches it, not once focus leaves or on a click', async () => {
  const user = userEvent.setup();
  render(<Rail collapsed />);
  await user.tab();
  expect(screen.getByRole('tooltip')).toHaveTextContent('Assignments');
  await user.tab();
  expect(screen.getByRole('tooltip')).toHaveTextContent('Calendar');
  await user.tab();
  expect(screen.queryByRole('tooltip')).toBeNull();

  await user.click(screen.getByLabelText('Assignments'));
  expect(screen.getByLabelText('Assignments')).toHaveFocus();
  expect(screen.queryByRole('tooltip')).toBeNull();
  cleanup();
});
