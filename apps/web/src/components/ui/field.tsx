import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string;
  /** Sits at the end of the label row, e.g. a "Forgot Password?" link. */
  labelAside?: ReactNode;
  /** A line under the control saying what it takes or what a blank means; the error replaces it. */
  hint?: ReactNode;
  /** The label is for screen readers only (the control's placeholder and place say it). */
  labelHidden?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control and the control's validation message, wired together for screen readers. */
export function Field({
  label,
  error,
  labelAside,
  hint,
  labelHidden = false,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showHint = !error && hint !== undefined && hint !== null && hint !== false;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div
        className={cn('flex min-h-4 items-center justify-between gap-2', labelHidden && 'sr-only')}
      >
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : showHint ? hintId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
      {showHint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
