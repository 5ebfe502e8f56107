import type { SchoolClass } from '@assignd/schemas';

/**
 * Which dialog is open: New Class, Edit Class, or none. Apart from the dialog so the lazily loaded
 * form can name it without importing its loader.
 */
export type ClassDialogState = { mode: 'new' } | { mode: 'edit'; schoolClass: SchoolClass } | null;
