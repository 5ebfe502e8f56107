import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface InputProps extends ComponentProps<'input'> {
  /** 9rem wide, for a short value (a time), instead of the row's whole width. */
  short?: boolean;
  /** Small monospace text, for a long code-like value (an address to copy). */
  mono?: boolean;
}

export function Input({ className, short, mono, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'border-input bg-card text-foreground placeholder:text-muted-foreground h-10 pointer-coarse:h-11 min-w-0 rounded-lg border px-3 shadow-xs transition-colors sm:text-sm',
        short ? 'w-36' : 'w-full',
        mono ? 'font-mono text-xs' : 'text-base',
        'focus-visible:border-ring focus-visible:ring-ring/30 focus-visible:ring-3 focus-visible:outline-none',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
