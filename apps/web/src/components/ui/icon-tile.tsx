import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const iconTileTones = {
  accent: 'bg-accent text-accent-foreground',
  brand: 'from-brand-from to-brand-to bg-gradient-to-br text-white',
  muted: 'bg-muted text-muted-foreground',
} as const;

/**
 * The decorative square (or round) tile an icon sits in beside a heading or an empty text. Hidden
 * from assistive technology: the text next to it says what it means. The caller gives size, shape
 * and spacing in `className`.
 */
export function IconTile({
  tone = 'accent',
  className,
  children,
}: {
  tone?: keyof typeof iconTileTones;
  className: string;
  children: ReactNode;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex items-center justify-center', iconTileTones[tone], className)}
    >
      {children}
    </span>
  );
}
