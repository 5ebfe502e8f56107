import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** `compact`: as low as one line (a chat message) instead of 5rem. */
export function Textarea({
  className,
  compact,
  ...props
}: ComponentProps<'textarea'> & { compact?: boolean }) {
  return (
    <textarea
      className={cn(
        compact ? 'min-h-11' : 'min-h-20',
        'border-input bg-card text-foreground placeholder:text-muted-foreground w-full min-w-0 rounded-lg border px-3 py-2 text-base shadow-xs transition-colors sm:text-sm',
        'focus-visible:border-ring focus-visible:ring-ring/30 focus-visible:ring-3 focus-visible:outline-none',
        'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
