import { plural } from '@assignd/core';
import type { RestoreCounts } from '../api/data';

/** The toast after a restore: what the file added, e.g. 'Imported 2 classes, 5 assignments and your schedule.' */
export function restoreMessage(counts: RestoreCounts): string {
  const parts = [
    counts.classes > 0 && plural(counts.classes, 'class', 'classes'),
    counts.assignments > 0 && plural(counts.assignments, 'assignment'),
    counts.events > 0 && plural(counts.events, 'event'),
    counts.schedule && 'your schedule',
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return 'Backup restored. Everything in it was already here.';
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Backup restored: imported ${list}.`;
}
