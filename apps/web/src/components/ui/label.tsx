import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  /** A field's name above its control. */
  field: 'text-foreground font-medium',
  /** The words beside a checkbox. */
  option: 'text-foreground font-normal',
  /** A quiet caption before a control ("Sort by"). */
  muted: 'text-muted-foreground font-normal',
} as const;

export function Label({
  className,
  tone = 'field',
  ...props
}: ComponentProps<'label'> & { tone?: keyof typeof tones }) {
  return <label className={cn('text-sm leading-none', tones[tone], className)} {...props} />;
}
