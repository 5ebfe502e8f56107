import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** A spinner in the middle of the area a part of the page will fill, named for screen readers. */
export function AreaSpinner({
  label = 'Loading...',
  className,
}: {
  label?: string;
  /** The area's height. */
  className: string;
}) {
  return (
    <div role="status" className={cn('flex items-center justify-center', className)}>
      <Spinner className="text-primary size-6" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
