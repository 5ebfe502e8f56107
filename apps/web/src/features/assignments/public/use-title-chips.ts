import { quickAddParser, type AssignmentCategory } from '@assignd/core';
import { useCallback, useMemo, useState } from 'react';
import { formatTime, formatWeekdayDate } from '@/lib/format-date';
import { browserTimeZone } from '@/lib/time-zone';

/** The fields a typed title can fill, each shown as a chip the student can remove. */
export type ChipField = 'due' | 'class' | 'category';

/** Which fields the student set by hand: those no longer follow the title. */
export type ManualEdits = Readonly<Record<ChipField, boolean>>;

export interface TitleChip {
  field: ChipField;
  /** What the chip shows: 'Fri, Nov 27, 3:00 PM', 'Chemistry', 'Project'. */
  label: string;
  /** The field's name, spoken before the label: 'due date'. */
  name: string;
  /** Both, as a screen reader says them: 'due date Fri, Nov 27, 3:00 PM'. */
  spoken: string;
}

/** What the title fills; null where it names nothing (or the chip was removed or overridden). */
export interface TitleFields {
  /** The title to save: without the due date's words while its chip stands. */
  title: string;
  date: string | null;
  time: string | null;
  classId: string | null;
  category: AssignmentCategory | null;
}

interface Removed {
  dueWords: string | null;
  classId: string | null;
  category: AssignmentCategory | null;
}

interface Options {
  /** The title as typed. */
  typed: string;
  classes: readonly { id: string; name: string }[];
  manual: ManualEdits;
  /** Fields the form has no use for at the moment (an event has no class or category). */
  without?: readonly ChipField[];
  /** False when editing a saved assignment: its title is not read. */
  enabled?: boolean;
}

const NONE: readonly ChipField[] = [];

const NO_FIELDS = (title: string): TitleFields => ({
  title,
  date: null,
  time: null,
  classId: null,
  category: null,
});

function dueLabel(date: string, time: string | null): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = (time ?? '00:00').split(':').map(Number) as [number, number];
  const at = new Date(year, month - 1, day, hour, minute);
  return time ? `${formatWeekdayDate(at)}, ${formatTime(at)}` : formatWeekdayDate(at);
}

/**
 * Natural-language Quick Add: reads the typed title with the import's parser (offline, in the
 * browser's time zone) and offers what it names as removable chips. Removing the due chip puts
 * its words back into the title; removing another stops applying it. A field the student set by
 * hand wins over later typing. The announcement is for a polite live region.
 */
export function useTitleChips({ typed, classes, manual, without = NONE, enabled = true }: Options) {
  const parse = useMemo(() => quickAddParser(classes), [classes]);
  const timeZone = useMemo(() => browserTimeZone(), []);
  const [removed, setRemoved] = useState<Removed>({
    dueWords: null,
    classId: null,
    category: null,
  });
  const [removal, setRemoval] = useState<{ message: string; typed: string } | null>(null);

  const found = useMemo(
    () =>
      enabled ? parse(typed, { now: new Date(), timeZone, keepDueWords: removed.dueWords }) : null,
    [enabled, parse, typed, timeZone, removed.dueWords],
  );

  const { fields, chips } = useMemo(() => {
    if (!found) return { fields: NO_FIELDS(typed.trim()), chips: [] as TitleChip[] };
    const wanted = (field: ChipField) => !manual[field] && !without.includes(field);
    const due = found.due && wanted('due') ? found.due : null;
    const className =
      found.classMatch && wanted('class') && found.classMatch.id !== removed.classId
        ? classes.find((candidate) => candidate.id === found.classMatch?.id)?.name
        : undefined;
    const category =
      found.category && wanted('category') && found.category.category !== removed.category
        ? found.category.category
        : null;
    const list: TitleChip[] = [];
    if (due) {
      const label = dueLabel(due.date, due.time);
      list.push({ field: 'due', name: 'due date', label, spoken: `due date ${label}` });
    }
    if (className) {
      list.push({ field: 'class', name: 'class', label: className, spoken: `class ${className}` });
    }
    if (category) {
      list.push({
        field: 'category',
        name: 'category',
        label: category,
        spoken: `category ${category}`,
      });
    }
    return {
      fields: {
        title: due ? found.title : found.line,
        date: due?.date ?? null,
        time: due?.time ?? null,
        classId: className ? (found.classMatch?.id ?? null) : null,
        category,
      },
      chips: list,
    };
  }, [found, typed, manual, without, removed, classes]);

  const remove = useCallback(
    (chip: TitleChip) => {
      if (!found) return;
      setRemoved((before) => ({
        dueWords: chip.field === 'due' ? (found.due?.text ?? null) : before.dueWords,
        classId: chip.field === 'class' ? (found.classMatch?.id ?? null) : before.classId,
        category: chip.field === 'category' ? (found.category?.category ?? null) : before.category,
      }));
      const back = chip.field === 'due' ? '; its words are back in the title' : '';
      setRemoval({ message: `Removed ${chip.spoken}${back}`, typed });
    },
    [found, typed],
  );

  // A removal is announced until the title changes; then what the title names is.
  const announcement =
    removal && removal.typed === typed
      ? removal.message
      : chips.length > 0
        ? `Found ${chips.map((chip) => chip.spoken).join(', ')}`
        : '';

  return { fields, chips, remove, announcement };
}

/** Which fields the student has set by hand, and a way to record one. */
export function useManualEdits(): [ManualEdits, (field: ChipField) => void] {
  const [manual, setManual] = useState<ManualEdits>({ due: false, class: false, category: false });
  const mark = useCallback(
    (field: ChipField) =>
      setManual((before) => (before[field] ? before : { ...before, [field]: true })),
    [],
  );
  return [manual, mark];
}
