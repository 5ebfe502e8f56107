import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** `raised`: a larger shadow, for the one card of a row that stands out (a recommended plan). */
export function Card({
  className,
  raised,
  ...props
}: ComponentProps<'div'> & { raised?: boolean }) {
  return (
    <div
      className={cn(
        'bg-card text-card-foreground rounded-2xl border',
        raised ? 'shadow-md' : 'shadow-xs',
        className,
      )}
      {...props}
    />
  );
}

/** A title over its description, or with `row` beside its actions (className gives the gap). */
export function CardHeader({
  className,
  row,
  ...props
}: ComponentProps<'div'> & { row?: boolean }) {
  return (
    <div
      className={cn('flex p-5 pb-3', row ? 'flex-row' : 'flex-col gap-1', className)}
      {...props}
    />
  );
}

/** An h2 unless `as` picks another heading level. */
export function CardTitle({
  className,
  as: Heading = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading
      className={cn('text-base leading-tight font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-muted-foreground text-sm', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}
