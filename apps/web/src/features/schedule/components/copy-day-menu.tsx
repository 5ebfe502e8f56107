import Copy from 'lucide-react/icons/copy';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { DayTab } from './schedule-draft';

const WEEKDAYS = ['1', '2', '3', '4', '5'];

/** "Copy to...": replaces the periods of Monday to Friday, every other day or one day. */
export function CopyDayMenu({
  day,
  days,
  weekly,
  disabled,
  onCopy,
}: {
  day: DayTab;
  days: DayTab[];
  weekly: boolean;
  disabled: boolean;
  onCopy: (targets: string[], description: string) => void;
}) {
  const others = days.filter((other) => other.key !== day.key);
  const otherWeekdays = WEEKDAYS.filter((key) => key !== day.key);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Copy aria-hidden="true" className="size-4" />
          Copy to...
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>Replace the periods of</DropdownMenuLabel>
        {weekly && (
          <DropdownMenuItem onSelect={() => onCopy(otherWeekdays, 'Monday to Friday')}>
            Monday to Friday
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          onSelect={() =>
            onCopy(
              others.map((other) => other.key),
              'every other day',
            )
          }
        >
          Every other day
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {others.map((other) => (
          <DropdownMenuItem key={other.key} onSelect={() => onCopy([other.key], other.name)}>
            {other.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
