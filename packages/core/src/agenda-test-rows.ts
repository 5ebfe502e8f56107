import type { EventLike } from './agenda';
import type { AssignmentLike } from './assignments';

/* The clock, zones and rows the agenda tests (agenda.test.ts, phone-agenda.test.ts) share. */

export const NY = 'America/New_York';
export const AKL = 'Pacific/Auckland';

/** Saturday 2026-11-21, 12:00 UTC: 07:00 that Saturday in New York, 01:00 Sunday in Auckland. */
export const NOW = new Date('2026-11-21T12:00:00Z');

export function assignment(
  title: string,
  dueDate: string | null,
  completed = false,
): AssignmentLike & { id: string } {
  return {
    id: title,
    title,
    dueDate,
    completed,
    category: 'Homework',
    createdAt: '2026-11-01T00:00:00Z',
  };
}

export function event(title: string, eventDate: string | null): EventLike {
  return { title, eventDate };
}

export const titles = (list: readonly { title: string }[]) => list.map((item) => item.title);

/** The same rows for every table below; each name says when it is due. */
export const ROWS = [
  assignment('undated', null),
  assignment('sun 22 noon utc', '2026-11-22T12:00:00Z'),
  assignment('done sat 21 20:00 utc', '2026-11-21T20:00:00Z', true),
  assignment('sat 21 23:00 utc', '2026-11-21T23:00:00Z'),
  assignment('exactly now', '2026-11-21T12:00:00Z'),
  assignment('a minute ago', '2026-11-21T11:59:00Z'),
  assignment('sun 15 05:00 utc', '2026-11-15T05:00:00Z'),
  assignment('sun 15 04:59 utc', '2026-11-15T04:59:00Z'),
  assignment('sun 22 04:59 utc', '2026-11-22T04:59:00Z'),
  assignment('sat 14 11:00 utc', '2026-11-14T11:00:00Z'),
  assignment('dec 1', '2026-12-01T12:00:00Z'),
];
