import { termDatesProblem, termFieldsSchema, type SchoolClass, type Term } from '@assignd/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { DateField, TextField } from '@/components/form/fields';
import { FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { classKeys } from '@/features/classes/api/query-keys';
import { useCreateTerm, useUpdateTerm } from '@/features/terms/api/terms';
import { gradeKeys } from '../api/query-keys';

const formSchema = z
  .object({
    // The server's rules and messages for the name.
    name: termFieldsSchema.shape.name,
    startDate: z.string().min(1, 'Enter the first day'),
    endDate: z.string().min(1, 'Enter the last day'),
    copyClassIds: z.array(z.string()),
  })
  .superRefine((value, ctx) => {
    if (!value.startDate || !value.endDate) return;
    const problem = termDatesProblem(value.startDate, value.endDate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['endDate'] });
  });

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

interface Props {
  /** The term to edit; a new term when absent. */
  term?: Term;
  /** The classes a new term may start with copies of (today's classes). */
  copyable: SchoolClass[];
  onDone: () => void;
}

/** Add or edit a term; a new one may start with copies of chosen classes. */
export function TermForm({ term, copyable, onDone }: Props) {
  const client = useQueryClient();
  const create = useCreateTerm();
  const update = useUpdateTerm();
  const form = useKitForm(formSchema, {
    defaultValues: {
      name: term?.name ?? '',
      startDate: term?.startDate ?? '',
      endDate: term?.endDate ?? '',
      copyClassIds: [],
    } satisfies FormInput,
  });

  const onSubmit = async ({ name, startDate, endDate, copyClassIds }: FormOutput) => {
    try {
      if (term) {
        await update.mutateAsync({ id: term.id, changes: { name, startDate, endDate } });
      } else {
        await create.mutateAsync({
          name,
          startDate,
          endDate,
          ...(copyClassIds.length > 0 ? { copyClassIds } : {}),
        });
        // The copies and their categories are made by the server: read them back.
        if (copyClassIds.length > 0) {
          void client.invalidateQueries({ queryKey: classKeys.classes });
          void client.invalidateQueries({ queryKey: gradeKeys.categories });
        }
      }
      onDone();
    } catch {
      // The data layer showed the failure toast; the form keeps what was typed.
    }
  };

  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid gap-4">
      <TextField name="name" label="Term name" autoComplete="off" placeholder="e.g. Fall 2026" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="startDate" label="First day" />
        <DateField name="endDate" label="Last day" />
      </div>
      {!term && copyable.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Start with copies of these classes</legend>
          <p className="text-muted-foreground text-sm">
            Name, colour, teacher, room, credits, level and grading categories are copied; their
            assignments are not.
          </p>
          <Controller
            control={form.control}
            name="copyClassIds"
            render={({ field }) => (
              <ul className="grid gap-1.5 sm:grid-cols-2">
                {copyable.map((schoolClass) => {
                  const id = `copy-${schoolClass.id}`;
                  const checked = field.value.includes(schoolClass.id);
                  return (
                    <li key={schoolClass.id} className="flex min-w-0 items-center gap-2.5">
                      <Checkbox
                        id={id}
                        checked={checked}
                        onCheckedChange={(next) =>
                          field.onChange(
                            next === true
                              ? [...field.value, schoolClass.id]
                              : field.value.filter((value) => value !== schoolClass.id),
                          )
                        }
                      />
                      <label htmlFor={id} className="min-w-0 cursor-pointer truncate text-sm">
                        {schoolClass.name}
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
        </fieldset>
      )}
      <FormFooter onCancel={onDone} submitLabel={term ? 'Save Changes' : 'Add Term'} />
    </KitForm>
  );
}
