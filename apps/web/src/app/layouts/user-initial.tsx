import { clsx } from 'clsx';
import type { SessionUser } from '@/lib/session';

function initialOf(name: string | null | undefined, email: string): string {
  return (name?.trim() || email).charAt(0).toUpperCase();
}

/** `className` replaces the default size. */
export function UserInitial({
  user,
  className = 'size-8',
}: {
  user: Pick<SessionUser, 'name' | 'email'>;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full from-brand-from to-brand-to bg-gradient-to-br text-sm font-semibold text-white',
        className,
      )}
    >
      {initialOf(user.name, user.email)}
    </span>
  );
}
