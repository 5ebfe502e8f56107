import { UNCLASSED_COLOR } from '@assignd/core';
import type { Assignment, SchoolClass } from '@assignd/schemas';
import { Check, ChevronRight, Clock } from 'lucide-react';
import { memo } from 'react';
import { DueBadge } from '@/components/assignments/due-badge';
import { formatDue } from '@/components/assignments/format';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

interface Props {
  assignment: Assignment;
  /** Its class, when it has one that still exists. */
  schoolClass: SchoolClass | undefined;
  now: Date;
  /** 'time' under a day heading that already names the date, 'date' in a list of many days. */
  when: 'date' | 'time';
  onOpen: (assignment: Assignment) => void;
  /** Called when the pointer or focus reaches the row, to start loading the dialog. */
  onOpenIntent: () => void;
}

/**
 * One assignment of the phone and tablet agendas (a list item): class colour, title, due or done
 * badge, category, class and due time. The whole row is one touch target opening Edit.
 */
export const AgendaItem = memo(function AgendaItem({
  assignment,
  schoolClass,
  now,
  when,
  onOpen,
  onOpenIntent,
}: Props) {
  const { completed, dueDate } = assignment;
  const color = schoolClass?.color ?? UNCLASSED_COLOR;
  const due =
    when === 'date' ? formatDue(dueDate, now) : dueDate && timeFormat.format(new Date(dueDate));

  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(assignment)}
        onPointerEnter={onOpenIntent}
        onFocus={onOpenIntent}
        className={cn(
          'bg-card hover:border-input relative flex min-h-11 w-full cursor-pointer items-center gap-2 overflow-hidden rounded-xl border py-3 pr-2 pl-4 text-left transition-colors',
          'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('absolute inset-y-0 left-0 w-1', completed && 'opacity-40')}
          style={{ backgroundColor: color }}
        />
        <span className="grid min-w-0 flex-1 gap-2">
          <span
            className={cn(
              'font-medium break-words',
              completed && 'text-muted-foreground line-through decoration-1',
            )}
          >
            {assignment.title}
          </span>
          <span className="flex flex-wrap items-center gap-1.5">
            {completed ? (
              <Badge variant="secondary" className="text-success">
                <Check aria-hidden="true" className="size-3" />
                Completed
              </Badge>
            ) : (
              <DueBadge dueDate={dueDate} now={now} />
            )}
            <Badge variant="outline" className="text-muted-foreground font-normal">
              {assignment.category}
            </Badge>
          </span>
          <span className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: color }}
              />
              <span className="truncate">{schoolClass?.name ?? 'No class'}</span>
            </span>
            {due && (
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                <Clock aria-hidden="true" className="size-3" />
                <span className="sr-only">Due </span>
                {due}
              </span>
            )}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
      </button>
    </li>
  );
});
