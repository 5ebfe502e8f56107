import { clsx } from 'clsx';

/**
 * A counter's number: a placeholder while it loads (undefined), a dash when it could not be
 * loaded (null).
 */
export function StatValue({ value, small }: { value: number | null | undefined; small?: boolean }) {
  if (value === null) return <span aria-label="Not available">–</span>;
  if (value === undefined) {
    return (
      <span
        className={clsx(
          'bg-muted inline-block animate-pulse rounded align-middle',
          small ? 'h-5 w-6' : 'h-6 w-8',
        )}
      />
    );
  }
  return value;
}
