import { cn } from '@/lib/cn';
import { completionPercent, progressTone, type ProgressTone } from '../utils/progress';

const toneClasses: Record<Exclude<ProgressTone, 'low'>, string> = {
  good: 'bg-emerald-500 dark:bg-emerald-400',
  fair: 'bg-amber-400 dark:bg-amber-300',
};

/**
 * How many of a class's assignments are done: a bar (green from 80%, yellow from 60%, else the
 * class colour) with its label.
 */
export function ClassProgress({
  completed,
  total,
  color,
  label,
  thin,
  className,
}: {
  completed: number;
  total: number;
  color: string;
  /** Names the bar for screen readers, e.g. "Biology progress". */
  label: string;
  /** 6px high instead of 8px, under a compact card's counts. */
  thin?: boolean;
  className?: string;
}) {
  const percent = completionPercent(completed, total);
  const tone = progressTone(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={total === 0 ? 'No assignments' : `${percent}% completed`}
      className={cn('bg-muted overflow-hidden rounded-full', thin ? 'h-1.5' : 'h-2', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          tone !== 'low' && toneClasses[tone],
        )}
        style={{
          width: `${percent}%`,
          ...(tone === 'low' ? { backgroundColor: color } : {}),
        }}
      />
    </div>
  );
}
