import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Each sets colours and weight, which the base leaves out: classes are joined, not merged. */
const badgeVariants = {
  default: 'border-transparent bg-primary text-primary-foreground font-medium',
  /** An event's tag in the calendar. */
  accent: 'border-transparent bg-accent text-accent-foreground font-medium',
  secondary: 'border-transparent bg-muted text-muted-foreground font-medium',
  /** A done item's 'Completed'. */
  success: 'border-transparent bg-muted text-success font-medium',
  destructive: 'border-transparent bg-destructive-soft text-destructive font-medium',
  urgent: 'border-destructive/50 bg-destructive-soft text-destructive font-medium',
  alert: 'border-transparent bg-destructive text-destructive-foreground font-semibold',
  quiet: 'border-primary/40 bg-transparent text-primary font-medium',
  outline: 'text-foreground font-medium',
  /** An assignment's category: outlined, in muted regular text. */
  category: 'text-muted-foreground font-normal',
} as const;

export type BadgeVariant = keyof typeof badgeVariants;

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs leading-4 whitespace-nowrap',
        badgeVariants[variant],
        className,
      )}
      {...props}
    />
  );
}
