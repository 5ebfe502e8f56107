import { DEFAULT_GRADE_SCALE, LETTERS } from '@assignd/core';
import { gradeScaleSchema } from '@assignd/schemas';
import { z } from 'zod';
import { TextField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { useGradeScale, useSaveGradeScale } from '../api/grade-scale';
import { formatLetter } from '../utils/format';

const SCALE_LETTERS = LETTERS.slice(0, -1);

// Each letter's lowest percent as typed; the whole scale is checked by the server's rule.
const formSchema = z
  .object({ scale: z.array(z.coerce.number({ message: 'Enter a percent' })) })
  .superRefine((value, ctx) => {
    const checked = gradeScaleSchema.safeParse(value);
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const path = issue.path.length > 1 ? issue.path : ['scale', SCALE_LETTERS.length - 1];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
  });

type FormInput = z.input<typeof formSchema>;

/** The lowest percent of each letter, A to D-; below D- is F. */
export function GradeScaleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Grade scale"
      description="The lowest percent for each letter. Below the last one is an F."
    >
      <GradeScaleForm onDone={onClose} />
    </FormDialog>
  );
}

function GradeScaleForm({ onDone }: { onDone: () => void }) {
  const { data } = useGradeScale();
  const save = useSaveGradeScale();
  const form = useKitForm(formSchema, {
    defaultValues: { scale: [...(data?.scale ?? DEFAULT_GRADE_SCALE)] } satisfies FormInput,
  });
  const onSubmit = async ({ scale }: { scale: number[] }) => {
    try {
      await save.mutateAsync(scale);
      onDone();
    } catch {
      // The data layer showed the failure toast; the form keeps what was typed.
    }
  };
  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid gap-4">
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
        {SCALE_LETTERS.map((letter, index) => (
          <TextField
            key={letter}
            name={`scale.${index}`}
            label={`${formatLetter(letter)} from`}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            controlClassName="text-right tabular-nums"
          />
        ))}
      </div>
      <FormFooter onCancel={onDone} submitLabel="Save Scale">
        <Button
          type="button"
          variant="outline"
          onClick={() => form.reset({ scale: [...DEFAULT_GRADE_SCALE] })}
        >
          Default
        </Button>
      </FormFooter>
    </KitForm>
  );
}
