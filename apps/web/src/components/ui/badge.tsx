import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-muted text-muted-foreground',
  destructive: 'border-transparent bg-destructive-soft text-destructive',
  urgent: 'border-destructive/50 bg-destructive-soft text-destructive',
  alert: 'border-transparent bg-destructive text-destructive-foreground font-semibold',
  quiet: 'border-primary/40 bg-transparent text-primary',
  outline: 'text-foreground',
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
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs leading-4 font-medium whitespace-nowrap',
        badgeVariants[variant],
        className,
      )}
      {...props}
    />
  );
}
