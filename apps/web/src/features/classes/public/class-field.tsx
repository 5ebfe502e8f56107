import type { SchoolClass } from '@assignd/schemas';
import { ControlledField } from '@/components/form/fields';
import { ClassSelect } from './class-select';

/**
 * The form's `classId` (or the class id at `name`) as a class picker, labelled Class. Controlled,
 * so a form opened before the class list arrives shows the class it will save once the options are
 * there (an uncontrolled select keeps "No class"). Like every class picker it offers only the
 * day-to-day classes, and the one already chosen. `onPick` hears the student choose one.
 */
export function ClassField({
  classes,
  onPick,
  name = 'classId',
  className,
}: {
  classes: readonly Pick<SchoolClass, 'id' | 'name'>[];
  onPick?: () => void;
  name?: string;
  className?: string;
}) {
  return (
    <ControlledField
      name={name}
      label="Class"
      className={className}
      render={(field) => (
        <ClassSelect
          {...field}
          onChange={(event) => {
            onPick?.();
            field.onChange(event);
          }}
          classes={classes}
        />
      )}
    />
  );
}
