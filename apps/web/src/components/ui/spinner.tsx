import LoaderCircle from 'lucide-react/icons/loader-circle';
import { clsx } from 'clsx';

/** `className` replaces the default size, so pass one (e.g. size-6) along with any colour. */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={clsx('animate-spin', className)} />;
}
