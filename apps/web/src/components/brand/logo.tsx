import { clsx } from 'clsx';
import { PlainLink } from '@/components/plain-link';

/** `className` replaces the default size. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx('shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 16.5l4 4 8-9"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <PlainLink
      to="/"
      onClick={onClick}
      className={clsx(
        'focus-visible:ring-ring inline-flex items-center gap-2 rounded-lg focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
    >
      <LogoMark />
      <span className="text-foreground text-xl font-bold tracking-tight">Assignd</span>
    </PlainLink>
  );
}
