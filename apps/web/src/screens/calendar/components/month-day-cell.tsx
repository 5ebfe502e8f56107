import type { SchoolClass } from '@assignd/schemas';
import { cn } from '@/lib/cn';
import { formatDayOfMonth, formatFullDate, formatShortMonth } from '@/lib/format-date';
import { itemColor, type CalendarItem } from '../utils/calendar-items';

const MAX_DOTS = 3;
/** Titles a wide month cell shows before '+N more' (issue 28 item 12: three, two lines each). */
const MAX_CHIPS = 3;

interface Props {
  day: Date;
  /** The day's items, in the order the day list shows them. */
  items: CalendarItem[];
  classes: Map<string, SchoolClass> | undefined;
  week: boolean;
  selected: boolean;
  today: boolean;
  /** A day of the month before or after, on a month page. */
  outside: boolean;
  tabbable: boolean;
  onSelect: (day: Date) => void;
  /** '+N more': selects the day and takes the reader to its list. */
  onOpenDay: (day: Date) => void;
}

/**
 * One day of the month grid (or of the week's day row): its number and, on a month page, its items
 * as dots in a narrow cell or as titles of up to two lines in a wide one, the rest behind
 * '+N more'. The cell is one button selecting the day; '+N more' is a button of its own beside it
 * (a button may not hold another), laid over the cell's foot.
 */
export function MonthDayCell({
  day,
  items,
  classes,
  week,
  selected,
  today,
  outside,
  tabbable,
  onSelect,
  onOpenDay,
}: Props) {
  const count = items.length;
  const hidden = week ? 0 : Math.max(0, count - MAX_CHIPS);
  const fullDate = formatFullDate(day);
  // A screen reader hears what the eye sees in a wide cell: the first titles, then how many more.
  const titles = items
    .slice(0, MAX_CHIPS)
    .map((item) => item.title)
    .join('; ');
  const more = count > MAX_CHIPS ? `; and ${count - MAX_CHIPS} more` : '';
  const label =
    count === 0
      ? fullDate
      : `${fullDate}, ${count} ${count === 1 ? 'item' : 'items'}: ${titles}${more}`;
  return (
    <div className="relative grid min-w-0">
      <button
        type="button"
        aria-label={label}
        aria-pressed={selected}
        aria-current={today ? 'date' : undefined}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => onSelect(day)}
        className={cn(
          'group flex min-w-0 cursor-pointer flex-col items-center rounded-lg border p-1 transition-colors',
          'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
          // A wide cell grows with two-line titles; its row follows, so no title is cut by height.
          week ? 'h-16' : 'h-14 @md:h-16 @lg:h-auto @lg:min-h-28',
          // Room for '+N more' below the titles: 44 px of it where a finger taps.
          hidden > 0 && '@lg:pb-8 pointer-coarse:@lg:pb-13',
          selected ? 'border-primary/50 bg-accent' : 'hover:bg-muted border-transparent',
          // Muted text, not opacity: faded numbers fell below 4.5:1 on the dark theme.
          outside && !selected && 'text-muted-foreground',
        )}
      >
        <span
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-full text-sm tabular-nums',
            selected
              ? 'bg-primary text-primary-foreground font-semibold'
              : today
                ? 'text-primary ring-primary font-bold ring-2 ring-inset'
                : 'font-medium',
          )}
        >
          {formatDayOfMonth(day)}
        </span>
        {week && (
          <span className="text-muted-foreground mt-0.5 text-[0.7rem] leading-none">
            {formatShortMonth(day)}
          </span>
        )}
        {count > 0 && !week && (
          // Dots where a cell is too narrow for words, titles where it is wide enough.
          <span aria-hidden="true" className="mt-auto mb-1 flex items-center gap-0.5 @lg:hidden">
            {items.slice(0, MAX_DOTS).map((item) => (
              <span
                key={item.id}
                className="size-1.5 rounded-full"
                style={{ backgroundColor: itemColor(item, classes) }}
              />
            ))}
            {count > MAX_DOTS && (
              <span className="text-muted-foreground hidden pl-0.5 text-[0.625rem] leading-none font-medium @md:inline">
                +{count - MAX_DOTS}
              </span>
            )}
          </span>
        )}
        {count > 0 && !week && (
          <span
            aria-hidden="true"
            className="mt-1 hidden w-full grid-cols-[minmax(0,1fr)] gap-0.5 @lg:grid"
          >
            {items.slice(0, MAX_CHIPS).map((item) => (
              <span
                key={item.id}
                // The hover text is the whole title; the day list shows it whole too.
                title={item.title}
                className="bg-card line-clamp-2 rounded border-l-2 px-1 py-0.5 text-left text-[0.7rem] leading-tight wrap-anywhere"
                style={{ borderLeftColor: itemColor(item, classes) }}
              >
                {item.title}
              </span>
            ))}
          </span>
        )}
      </button>
      {hidden > 0 && (
        <button
          type="button"
          aria-label={`+${hidden} more on ${fullDate}`}
          onClick={() => onOpenDay(day)}
          className={cn(
            'absolute inset-x-1 bottom-1 hidden h-6 cursor-pointer items-center rounded px-1 text-left text-[0.7rem] font-medium pointer-coarse:h-11 @lg:flex',
            'text-muted-foreground hover:bg-background hover:text-foreground',
            'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
          )}
        >
          +{hidden} more
        </button>
      )}
    </div>
  );
}
