// @vitest-environment jsdom
import type { Assignment } from '@assignd/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/test/component-test';
import type { CalendarItem } from '../utils/calendar-items';
import { MonthDayCell } from './month-day-cell';

const DAY = new Date(2026, 10, 18);
const LONG = 'Unit 4 test: quadratics and their graphs';

function items(titles: string[]): CalendarItem[] {
  return titles.map((title, index) => {
    const at = new Date(2026, 10, 18, 8 + index);
    const assignment: Assignment = {
      id: `a${index}`,
      title,
      description: null,
      dueDate: at.toISOString(),
      classId: null,
      category: 'Homework',
      completed: false,
      notes: null,
      pointsEarned: null,
      pointsPossible: null,
      gradeCategoryId: null,
      excused: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    return { kind: 'assignment', id: assignment.id, title, at, timed: true, assignment };
  });
}

function renderCell(titles: string[]) {
  const onSelect = vi.fn();
  const onOpenDay = vi.fn();
  const view = renderComponent(
    <MonthDayCell
      day={DAY}
      items={items(titles)}
      classes={undefined}
      week={false}
      selected={false}
      today={false}
      outside={false}
      tabbable
      onSelect={onSelect}
      onOpenDay={onOpenDay}
    />,
  );
  return { ...view, onSelect, onOpenDay };
}

describe('a month day', () => {
  it('shows three titles whole on hover and opens the day from +2 more', async () => {
    const { user, onSelect, onOpenDay } = renderCell([
      LONG,
      'Lab report',
      'Cell diagram',
      'Poster',
      'Essay outline',
    ]);
    const cell = screen.getByRole('button', {
      name: `Wednesday, November 18, 2026, 5 items: ${LONG}; Lab report; Cell diagram; and 2 more`,
    });
    for (const title of [LONG, 'Lab report', 'Cell diagram']) {
      expect(within(cell).getByTitle(title)).toHaveTextContent(title);
    }
    expect(within(cell).queryByText('Poster')).toBeNull();

    const more = screen.getByRole('button', { name: '+2 more on Wednesday, November 18, 2026' });
    expect(more).toHaveTextContent('+2 more');
    await user.click(more);
    expect(onOpenDay).toHaveBeenCalledWith(DAY);
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(cell);
    expect(onSelect).toHaveBeenCalledWith(DAY);
  });

  it('has no +N more when every item fits', () => {
    renderCell(['Lab report', 'Cell diagram', 'Poster']);
    expect(screen.getByTitle('Poster')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });
});
