import { clsx } from 'clsx';

interface Props {
  /** Read out while loading: "Loading classes". */
  label: string;
  count?: number;
  /** The list's layout, so the placeholders stand where the items will. */
  className: string;
  /** Each placeholder's height and corners. */
  itemClassName: string;
}

/** The one loading state for a list: pulsing blocks shaped like the items to come. */
export function SkeletonList({ label, count = 3, className, itemClassName }: Props) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={clsx('bg-muted animate-pulse', itemClassName)} />
      ))}
    </div>
  );
}
