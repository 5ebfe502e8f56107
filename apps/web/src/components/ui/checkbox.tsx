import Check from 'lucide-react/icons/check';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn to match the other controls; label it with <Label htmlFor> or
 * aria-label. Native rather than Radix's button with role="checkbox": the dashboard shows one,
 * and Radix's brought about 6 KB gzip of its primitives into every signed-in first load.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-flex size-4.5 shrink-0', className)}>
      <input
        type="checkbox"
        className={cn(
          'peer border-input bg-card size-full shrink-0 cursor-pointer appearance-none rounded-[5px] border shadow-xs transition-colors',
          'checked:border-primary checked:bg-primary',
          'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="text-primary-foreground pointer-events-none absolute inset-0 m-auto hidden size-3.5 peer-checked:block"
      />
    </span>
  );
}
