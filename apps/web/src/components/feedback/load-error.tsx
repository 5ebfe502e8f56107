import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';

interface Props {
  /** What could not be loaded, as a sentence: "Your classes could not be loaded." */
  message: string;
  onRetry: () => void;
  /** A dashed card where the content would stand, or a quiet band inside a panel. */
  tone?: 'card' | 'panel';
  /** Phone and tablet: a 44px Try again for a fingertip. */
  touch?: boolean;
}

/** The one way a screen says its data did not arrive, with a retry. */
export function LoadError({ message, onRetry, tone = 'card', touch = false }: Props) {
  return (
    <p
      className={clsx(
        'text-muted-foreground px-4 text-center text-sm',
        tone === 'panel'
          ? 'bg-muted/60 rounded-lg py-8'
          : ['bg-card rounded-2xl border border-dashed', touch ? 'py-10' : 'py-12'],
      )}
    >
      {message}{' '}
      <Button variant="link" className={touch ? 'min-h-11' : undefined} onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
