import { createGradeCategorySchema, type GradeCategory } from '@assignd/schemas';
import { z } from 'zod';
import { showSubmitError } from '../../../api/mutation-helpers';
import { TextField } from '@/components/form/fields';
import { FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { useCreateGradeCategory, useUpdateGradeCategory } from '../api/grade-categories';
import { EntryField } from '../public/grade-fields';
import { entryField, entryOf } from '../utils/points';

/* A grading category's small form on its class's page: its name, weight and lowest left out. */

const rules = createGradeCategorySchema.shape;

const formSchema = z.object({
  // The server's rules and messages ('Please enter a category name', 'At most 100').
  name: rules.name,
  weight: entryField(rules.weight, { error: 'Enter a weight' }),
  dropLowest: entryField(rules.dropLowest, { value: 0 }),
});

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const defaultsFor = (category: GradeCategory | undefined): FormInput => ({
  name: category?.name ?? '',
  weight: entryOf(category?.weight ?? null),
  dropLowest: entryOf(category?.dropLowest ?? 0),
});

interface Props {
  classId: string;
  /** The category edited; a new one without. */
  category?: GradeCategory;
  onDone: () => void;
}

export function CategoryForm({ classId, category, onDone }: Props) {
  const form = useKitForm(formSchema, { defaultValues: defaultsFor(category) });
  // The form says a refusal, under the field it names when it names one.
  const create = useCreateGradeCategory({ errorMessage: false });
  const update = useUpdateGradeCategory({ errorMessage: false });

  const onSubmit = async (values: FormOutput) => {
    try {
      if (category) await update.mutateAsync({ id: category.id, changes: values });
      else await create.mutateAsync({ classId, ...values });
      onDone();
    } catch (error) {
      showSubmitError(
        error,
        form,
        category ? 'Failed to update category' : 'Failed to add category',
      );
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
          name="name"
          label="Name"
          autoComplete="off"
          placeholder="e.g. Tests"
          // Opened by a press of Add or Edit: the student types next.
          autoFocus
          className="col-span-2 @lg:col-span-1"
        />
        <EntryField name="weight" label="Weight %" min={0} max={100} step={0.01} />
        <EntryField name="dropLowest" label="Drop lowest" min={0} max={50} step={1} />
      </div>
      <FormFooter
        className="mt-0"
        columns
        onCancel={onDone}
        submitLabel={category ? 'Save category' : 'Add category'}
      />
    </KitForm>
  );
}
