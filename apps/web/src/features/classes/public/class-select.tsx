import type { SchoolClass } from '@assignd/schemas';
import { useState, type ComponentProps } from 'react';
import { useIsDayToDay } from '@/features/terms/public/use-day-to-day';
import { Select } from '@/components/ui/select';

/** The value of the "No class" choice. */
export const NO_CLASS = '';

type ClassSelectProps = Omit<ComponentProps<typeof Select>, 'children'> & {
  classes: readonly Pick<SchoolClass, 'id' | 'name'>[];
};

/**
 * A class picker: "No class", then the given classes in their order, leaving out those of past
 * (and future) terms. The class chosen when it opened stays, so editing an old assignment keeps its
 * class, and a student who picks another can still pick it back.
 */
export function ClassSelect({ classes, ...props }: ClassSelectProps) {
  const isDayToDay = useIsDayToDay();
  const [opened] = useState(props.value);
  const choices = classes.filter(
    (row) => row.id === props.value || row.id === opened || isDayToDay(row.id),
  );
  return (
    <Select {...props}>
      <option value={NO_CLASS}>No class</option>
      {choices.map((schoolClass) => (
        <option key={schoolClass.id} value={schoolClass.id}>
          {schoolClass.name}
        </option>
      ))}
    </Select>
  );
}
