import type { SchoolClass } from '@assignd/schemas';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/select';

/** The value of the "No class" choice. */
export const NO_CLASS = '';

type ClassSelectProps = Omit<ComponentProps<typeof Select>, 'children'> & {
  classes: readonly Pick<SchoolClass, 'id' | 'name'>[];
};

/** A class picker: "No class", then the given classes in their order. */
export function ClassSelect({ classes, ...props }: ClassSelectProps) {
  return (
    <Select {...props}>
      <option value={NO_CLASS}>No class</option>
      {classes.map((schoolClass) => (
        <option key={schoolClass.id} value={schoolClass.id}>
          {schoolClass.name}
        </option>
      ))}
    </Select>
  );
}
