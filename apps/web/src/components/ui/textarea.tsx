import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'border-input bg-card text-foreground placeholder:text-muted-foreground min-h-20 w-full min-w-0 rounded-lg border px-3 py-2 text-base shadow-xs transition-colors sm:text-sm',
        'focus-visible:border-ring focus-visible:ring-ring/30 focus-visible:ring-3 focus-visible:outline-none',
        'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
