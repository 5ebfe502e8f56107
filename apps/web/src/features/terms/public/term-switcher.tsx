import type { Term } from '@assignd/schemas';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';

/** The switcher's value for today's classes: those in no term or in the current one. */
export const CURRENT_TERM_VIEW = 'current';

interface Props {
  /** CURRENT_TERM_VIEW or a term's id. */
  value: string;
  onChange: (value: string) => void;
  /** The student's terms, newest first. */
  terms: readonly Term[];
  current: Term | null;
  touch?: boolean;
  className?: string;
}

/**
 * Which classes a screen shows: today's ("Current"), or a term's, so a past term's classes stay
 * readable after they left the dashboard. The current term is the first choice, not listed again.
 */
export function TermSwitcher({ value, onChange, terms, current, touch, className }: Props) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Label htmlFor={id} tone="muted" className="whitespace-nowrap">
        Term
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        height={touch ? 'lg' : 'sm'}
        className={touch ? 'min-w-0 flex-1' : 'w-56'}
      >
        <option value={CURRENT_TERM_VIEW}>
          {current ? `Current (${current.name})` : 'Current'}
        </option>
        {terms
          .filter((term) => term.id !== current?.id)
          .map((term) => (
            <option key={term.id} value={term.id}>
              {term.name}
            </option>
          ))}
      </Select>
    </div>
  );
}
