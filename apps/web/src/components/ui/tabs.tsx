import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/* Tabs switch between panels; arrow keys move between triggers (Radix roving focus). */

export const Tabs = TabsPrimitive.Root;

/**
 * The strip of triggers. `className` gives its display and height, which differ by place: a row
 * (inline-flex or flex, h-9), a row that wraps or a grid (h-auto).
 */
export function TabsList({
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { className: string }) {
  return (
    <TabsPrimitive.List
      className={cn(
        'bg-muted text-muted-foreground max-w-full items-center gap-0.5 rounded-lg p-1 pointer-coarse:h-auto',
        className,
      )}
      {...props}
    />
  );
}

const triggerSizes = {
  md: 'h-7 px-3',
  /** More room beside the label (a tablet's two views). */
  wide: 'h-7 px-4',
  /** Taller, and narrower below sm so seven fit across a phone (the days of a week). */
  tall: 'h-8 px-2.5 sm:px-3',
} as const;

export function TabsTrigger({
  className,
  size = 'md',
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & { size?: keyof typeof triggerSizes }) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-w-0 cursor-pointer items-center justify-center rounded-md text-sm font-medium whitespace-nowrap transition-colors pointer-coarse:h-11',
        triggerSizes[size],
        'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'focus-visible:ring-ring rounded-lg focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}
