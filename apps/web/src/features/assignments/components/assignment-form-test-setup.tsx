import type { Assignment } from '@assignd/schemas';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { BIOLOGY_ID, fakeServer, renderComponent, TEST_CLASSES } from '@/test/component-test';
import { AssignmentDialog } from '../public/assignment-dialog';
import type { AssignmentDialogState } from '../public/assignment-dialog-state';

/* What the New / Edit Assignment dialog's test files share. */

export const SAVED: Assignment = {
  id: 'assignment-1',
  title: 'Lab report',
  description: 'Photosynthesis',
  dueDate: new Date(2026, 11, 7, 15, 45).toISOString(),
  classId: BIOLOGY_ID,
  category: 'Project',
  completed: false,
  notes: null,
  pointsEarned: null,
  pointsPossible: null,
  gradeCategoryId: null,
  excused: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/**
 * Opens the dialog once the class list has loaded, as on every screen that offers it: a first
 * opening fetches the list, then the dialog opens again in `state`. `reads` adds what other GETs
 * answer (the grading categories).
 */
export async function openDialog(
  state: AssignmentDialogState,
  reads: Record<string, unknown> = {},
) {
  const server = fakeServer({ '/api/classes': TEST_CLASSES, ...reads });
  const onClose = vi.fn();
  const view = renderComponent(<AssignmentDialog state={{ mode: 'new' }} onClose={onClose} />);
  await screen.findByRole('option', { name: 'Biology' });
  view.rerender(<AssignmentDialog state={state} onClose={onClose} />);
  return { ...view, server, onClose };
}

export async function dialog(name: string) {
  return within(await screen.findByRole('dialog', { name }));
}
