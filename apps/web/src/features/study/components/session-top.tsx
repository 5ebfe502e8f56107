import ArrowLeft from 'lucide-react/icons/arrow-left';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';

interface Props {
  position: number;
  total: number;
  onStop: () => void;
  touch?: boolean;
}

/** The head of a study run: Stop, 'Card i of n' and how far through the run the student is. */
export function SessionTop({ position, total, onStop, touch }: Props) {
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" className={clsx('-ml-2', touch && 'min-h-11')} onClick={onStop}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Stop
        </Button>
        <p className="text-muted-foreground text-sm font-medium tabular-nums" aria-live="polite">
          Card {position} of {total}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Session progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={position}
        className="bg-muted h-1.5 overflow-hidden rounded-full"
      >
        <div
          className="bg-primary h-full rounded-full transition-[width]"
          style={{ width: `${(position / total) * 100}%` }}
        />
      </div>
    </>
  );
}
