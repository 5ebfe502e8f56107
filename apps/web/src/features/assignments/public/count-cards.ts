import type { AssignmentCounts } from '@assignd/core';
import CircleCheck from 'lucide-react/icons/circle-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Clock from 'lucide-react/icons/clock';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import type { ComponentProps } from 'react';
import type { StatCards } from '@/components/stat-card';

type StatCard = ComponentProps<typeof StatCards>['items'][number];
type Counted = 'total' | 'pending' | 'completed' | 'overdue';

const CARDS = {
  total: { label: 'Total', icon: ClipboardList, tone: 'primary' },
  pending: { label: 'Pending', icon: Clock, tone: 'warning' },
  completed: { label: 'Completed', icon: CircleCheck, tone: 'success' },
  overdue: { label: 'Overdue', icon: TriangleAlert, tone: 'destructive' },
} as const satisfies Record<Counted, Omit<StatCard, 'value'>>;

/**
 * StatCards items for assignment counts, in the order of `shown`: each with its icon and tone,
 * its number once `counts` has loaded (`missing` until then), and any label `labels` renames.
 */
export function countCards(
  counts: AssignmentCounts | undefined,
  missing: null | undefined,
  shown: readonly Counted[],
  labels: Partial<Record<Counted, string>> = {},
): StatCard[] {
  return shown.map((counted) => ({
    ...CARDS[counted],
    label: labels[counted] ?? CARDS[counted].label,
    value: counts?.[counted] ?? missing,
  }));
}
