import type { AssignmentLike } from './assignments';

/* The clock and the row maker the assignment tests (assignments, assignments-lists) share. */

// Saturday 2026-11-21 12:00 UTC: 04:00 in Los Angeles, Sunday 01:00 in Auckland.
export const NOW = new Date('2026-11-21T12:00:00Z');

export function assignment(fields: Partial<AssignmentLike> = {}): AssignmentLike {
  return {
    title: 'Worksheet',
    dueDate: null,
    completed: false,
    category: 'Homework',
    createdAt: '2026-11-01T09:00:00Z',
    ...fields,
  };
}
