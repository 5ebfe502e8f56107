import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';

/**
 * The full-width submit button of an auth form (a KitForm), saying what it does while it works.
 * Every auth form talks to the server, so offline it is disabled (the auth card says why).
 */
export function SubmitButton({
  pendingLabel,
  children,
}: {
  pendingLabel: string;
  children: ReactNode;
}) {
  const pending = useFormState().isSubmitting;
  const online = useOnline();
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={pending || !online}
      aria-busy={pending}
    >
      {pending && <Spinner />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
