import { letterFor, shownPercent, type GradeScale, type Ratio } from '@assignd/core';
import { cn } from '@/lib/cn';
import { formatLetter, formatPercent } from '../utils/format';

interface Props {
  /** What the figure is, for screen readers ("Class grade"). */
  label: string;
  /** Unrounded; null when nothing counts. */
  percent: Ratio | null;
  scale: GradeScale;
  /** The class's standing (large) or a what-if's projection. */
  size?: 'lg' | 'md';
}

/** A class's percent (2 decimals) and its letter on the student's scale. */
export function StandingFigure({ label, percent, scale, size = 'lg' }: Props) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-2">
      <span
        className={cn(
          'leading-none font-semibold tracking-tight tabular-nums',
          size === 'lg' ? 'text-3xl' : 'text-xl',
        )}
      >
        {formatPercent(shownPercent(percent))}
      </span>
      {percent && (
        <span
          className={cn(
            'bg-accent text-accent-foreground rounded-md px-2 py-0.5 font-semibold',
            size === 'lg' ? 'text-base' : 'text-sm',
          )}
        >
          <span className="sr-only">letter </span>
          {formatLetter(letterFor(percent, scale))}
        </span>
      )}
    </div>
  );
}
