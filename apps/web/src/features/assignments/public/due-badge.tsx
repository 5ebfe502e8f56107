import { dueBadge, dueBadgeText, dueTone, type DueTone } from '@assignd/core';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** The one place a due tone (a plain union from @assignd/core) becomes a colour. */
export function dueToneVariant(tone: DueTone): BadgeVariant {
  switch (tone) {
    case 'destructive':
      return 'destructive';
    case 'default':
      return 'default';
    case 'secondary':
      return 'secondary';
  }
}

/** 'Overdue', 'Due Today', 'Due Tomorrow' or 'Due in N days'; nothing for later or undated items. */
export function DueBadge({ dueDate, now }: { dueDate: string | null; now: Date }) {
  const badge = dueBadge(dueDate, now);
  if (!badge) return null;
  return <Badge variant={dueToneVariant(dueTone(dueDate, now))}>{dueBadgeText(badge)}</Badge>;
}
