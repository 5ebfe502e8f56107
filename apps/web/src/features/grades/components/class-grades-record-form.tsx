import { POINTS_MAX } from '@assignd/core';
import { createAssignmentSchema, pointsSchema, type GradeCategory } from '@assignd/schemas';
import { z } from 'zod';
import { showSubmitError } from '../../../api/mutation-helpers';
import { SelectField, TextField } from '@/components/form/fields';
import { FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { useCreateAssignment } from '@/features/assignments/api/assignments';
import { EntryField } from '../public/grade-fields';
import { entryField, entryOf } from '../utils/points';

/*
 * A grade the student already has, without a planner item (a quiz from before they used the app):
 * a finished assignment of the class with no due date, its points and its category.
 */

const formSchema = z.object({
  // The server's rule and message ('Please enter a title').
  title: createAssignmentSchema.shape.title,
  pointsEarned: entryField(pointsSchema, { error: 'Enter the points earned' }),
  pointsPossible: entryField(pointsSchema, { error: 'Enter the points possible' }),
  gradeCategoryId: z.string(),
});

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

interface Props {
  classId: string;
  categories: GradeCategory[];
  onDone: () => void;
}

export function RecordGradeForm({ classId, categories, onDone }: Props) {
  const form = useKitForm(formSchema, {
    defaultValues: {
      title: '',
      pointsEarned: entryOf(null),
      pointsPossible: entryOf(null),
      gradeCategoryId: categories[0]?.id ?? '',
    } satisfies FormInput,
  });
  // The form says a refusal, under the field it names when it names one.
  const create = useCreateAssignment({ errorMessage: false });

  const onSubmit = async ({ gradeCategoryId, ...values }: FormOutput) => {
    try {
      await create.mutateAsync({
        ...values,
        classId,
        completed: true,
        gradeCategoryId: gradeCategoryId || null,
      });
      onDone();
    } catch (error) {
      showSubmitError(error, form, 'Failed to add assignment');
    }
  };

  return (
    <KitForm
      form={form}
      onSubmit={onSubmit}
      className="bg-muted/40 grid gap-4 rounded-xl border p-3 sm:p-4"
    >
      <div className="grid grid-cols-2 gap-3 @lg:grid-cols-[minmax(0,1fr)_8rem_8rem]">
        <TextField
          name="title"
          label="Title"
          autoComplete="off"
          placeholder="e.g. Quiz 1"
          autoFocus
          className="col-span-2 @lg:col-span-1"
        />
        <EntryField name="pointsEarned" label="Earned" min={0} max={POINTS_MAX} step={0.01} />
        <EntryField name="pointsPossible" label="Possible" min={0} max={POINTS_MAX} step={0.01} />
      </div>
      {categories.length > 0 && (
        <SelectField name="gradeCategoryId" label="Grading category">
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      )}
      <FormFooter className="mt-0" columns onCancel={onDone} submitLabel="Add grade" />
    </KitForm>
  );
}
