import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Heights with a mouse; on touch screens every one is the 44px a fingertip needs. */
const heights = { sm: 'h-9', md: 'h-10', lg: 'h-11' } as const;

/**
 * A styled native <select>: the platform's own picker, keyboard and screen reader support, and
 * nothing to download. `className` styles the wrapper (width, margins).
 */
export function Select({
  className,
  height = 'md',
  children,
  ...props
}: ComponentProps<'select'> & { height?: keyof typeof heights }) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'border-input bg-card text-foreground pointer-coarse:h-11 w-full min-w-0 cursor-pointer appearance-none rounded-lg border py-0 pr-9 pl-3 text-base shadow-xs transition-colors sm:text-sm',
          heights[height],
          'focus-visible:border-ring focus-visible:ring-ring/30 focus-visible:ring-3 focus-visible:outline-none',
          'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
      />
    </div>
  );
}
