import { BREAKDOWN_OFFERED, plural } from '@assignd/core';
import { clsx } from 'clsx';
import ListChecks from 'lucide-react/icons/list-checks';
import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { DueBadge } from '@/features/assignments/public/due-badge';
import { Badge } from '@/components/ui/badge';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useNow } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';
import type { TaskBreakdown } from '../hooks/use-task-breakdown';
import { AiToolHeader } from './ai-panel-parts';

/** What the search found, or what it is for; said to screen readers as it changes. */
function searchNote(search: string, matching: number): string {
  const query = search.trim();
  if (query === '') {
    const more = matching - BREAKDOWN_OFFERED;
    return more > 0 ? `${plural(more, 'more incomplete assignment')}: search to find them.` : '';
  }
  if (matching === 0) return `No incomplete assignment matches “${query}”.`;
  return matching > BREAKDOWN_OFFERED
    ? `Showing ${BREAKDOWN_OFFERED} of ${matching} matches. Type more to narrow them down.`
    : '';
}

/**
 * Task Breakdown's picker: the five incomplete assignments due soonest (overdue first), and a
 * search by title or class for any other (issue 28).
 */
export function BreakdownPicker({ screen }: { screen: TaskBreakdown }) {
  const { choices } = screen;
  const now = useNow();
  // Picking one asks the AI for its steps, so offline the list is there to see, not to pick.
  const online = useOnline();
  const searchId = useId();
  const note = searchNote(screen.search, choices.matching);
  return (
    <>
      <AiToolHeader icon={ListChecks} title="Pick an assignment">
        Your five incomplete assignments due soonest, or search for any other.
      </AiToolHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-2">
          <Label htmlFor={searchId} className="sr-only">
            Search assignments
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            />
            <Input
              id={searchId}
              type="search"
              value={screen.search}
              onChange={(event) => screen.setSearch(event.target.value)}
              placeholder="Search by title or class"
              autoComplete="off"
              className="pl-9"
            />
          </div>
        </div>
        {/* Kept in the page while empty, so screen readers hear the text that comes into it. */}
        <p role="status" className={note ? 'text-muted-foreground text-sm' : 'sr-only'}>
          {note}
        </p>
        {choices.offered.length > 0 && (
          <ul aria-label="Assignments to break down" className="grid gap-2">
            {choices.offered.map((assignment) => {
              const chosen = screen.selected?.id === assignment.id;
              const className = screen.classNameOf(assignment);
              return (
                <li key={assignment.id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    disabled={!online}
                    onClick={() => screen.pick(assignment)}
                    className={clsx(
                      'focus-visible:ring-ring grid w-full min-w-0 cursor-pointer gap-1 rounded-xl border p-3 text-left transition-colors focus-visible:ring-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-60 pointer-coarse:min-h-11',
                      chosen ? 'border-primary bg-accent' : 'hover:bg-muted',
                    )}
                  >
                    <span className="font-medium wrap-anywhere">{assignment.title}</span>
                    <span className="flex flex-wrap items-center gap-1.5">
                      <Badge variant="secondary">{assignment.category}</Badge>
                      <DueBadge dueDate={assignment.dueDate} now={now} />
                      {className && (
                        <span className="text-muted-foreground min-w-0 text-xs wrap-anywhere">
                          {className}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </>
  );
}
