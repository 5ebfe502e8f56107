import type { Assignment } from '@assignd/schemas';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A group's done assignments, folded away under one line so the work still to do leads the
 * group; opening it shows them as ordinary rows (with 'Active' to bring one back).
 */
function CompletedSection({
  count,
  touch,
  children,
}: {
  count: number;
  touch: boolean;
  children: ReactNode;
}) {
  return (
    <Collapsible.Root className="grid gap-3">
      <Collapsible.Trigger
        className={cn(
          'text-muted-foreground hover:text-foreground focus-visible:ring-ring group flex w-fit items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none',
          touch && 'min-h-11',
        )}
      >
        <ChevronRight
          aria-hidden
          className="size-4 transition-transform group-data-[state=open]:rotate-90 motion-reduce:transition-none"
        />
        Completed ({count})
      </Collapsible.Trigger>
      <Collapsible.Content>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * A group's rows with the work still to do first and the done work folded under 'Completed',
 * on every layout; `list` renders some of the group's rows the way the layout shows rows.
 */
export function OpenThenCompleted({
  items,
  list,
  touch = false,
}: {
  items: Assignment[];
  list: (rows: Assignment[]) => ReactNode;
  touch?: boolean;
}) {
  const open = items.filter((assignment) => !assignment.completed);
  const done = items.filter((assignment) => assignment.completed);
  return (
    <>
      {open.length > 0 ? (
        list(open)
      ) : (
        <p className="text-muted-foreground rounded-xl border border-dashed px-4 py-4 text-sm">
          {done.length > 0 ? 'All done here.' : 'Nothing here.'}
        </p>
      )}
      {done.length > 0 && (
        <CompletedSection count={done.length} touch={touch}>
          {list(done)}
        </CompletedSection>
      )}
    </>
  );
}
