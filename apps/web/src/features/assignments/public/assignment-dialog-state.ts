import type { Assignment } from '@assignd/schemas';

/**
 * Which dialog is open: New Assignment (optionally preset to a class), Edit Assignment, or none.
 * Apart from the dialog so the lazily loaded form can name it without importing its loader.
 */
export type AssignmentDialogState =
  { mode: 'new'; classId?: string } | { mode: 'edit'; assignment: Assignment } | null;
