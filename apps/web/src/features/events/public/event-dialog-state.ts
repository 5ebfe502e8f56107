import type { PlannerEvent } from '@assignd/schemas';

/** The open Edit Event dialog's event (Quick Add creates events). */
export type EventDialogState = { event: PlannerEvent } | null;
