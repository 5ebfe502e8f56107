import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-muted text-foreground hover:bg-border/70',
  soft: 'bg-accent text-accent-foreground hover:bg-primary hover:text-primary-foreground',
  outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  inverse: 'bg-white text-indigo-700 shadow-sm hover:bg-indigo-50',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  'destructive-ghost': 'text-destructive hover:bg-destructive-soft',
} as const;

/** On touch screens every size grows to the 44px a fingertip needs. */
const sizes = {
  sm: 'h-8 pointer-coarse:h-11 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 pointer-coarse:h-11 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-9 pointer-coarse:size-11 rounded-lg',
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * Button styling as a class string, so links can look like buttons. Extra classes are appended,
 * not merged (see lib/cn.ts), so they must add to the variant rather than contradict it.
 */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonStyle = {}): string {
  return clsx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition-colors',
    'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
    variants[variant],
    variant !== 'link' && sizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & Omit<ButtonStyle, 'className'>;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
