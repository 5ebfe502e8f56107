import { dueBadge, dueBadgeText, dueUrgency, type DueUrgency } from '@assignd/core';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/**
 * The one place a due date's urgency (a plain union from @assignd/core) becomes a colour: the
 * more pressing, the heavier the badge, so 'Overdue' outweighs 'Due in 2 days'.
 */
export function dueUrgencyVariant(urgency: DueUrgency): BadgeVariant {
  switch (urgency) {
    case 'overdue':
      return 'alert';
    case 'imminent':
      return 'urgent';
    case 'soon':
      return 'quiet';
    case 'later':
      return 'secondary';
  }
}

/** 'Overdue', 'Due Today', 'Due Tomorrow' or 'Due in N days'; nothing for later or undated items. */
export function DueBadge({ dueDate, now }: { dueDate: string | null; now: Date }) {
  const badge = dueBadge(dueDate, now);
  if (!badge) return null;
  return <Badge variant={dueUrgencyVariant(dueUrgency(dueDate, now))}>{dueBadgeText(badge)}</Badge>;
}
