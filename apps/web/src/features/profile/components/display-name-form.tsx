import { LIMITS } from '@assignd/schemas';
import { useId } from 'react';
import { z } from 'zod';
import { useUpdateProfile } from '../api/profile';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

const nameSchema = z.object({
  displayName: z.string().trim().max(LIMITS.name, `Must be at most ${LIMITS.name} characters`),
});

export function DisplayNameForm({ displayName }: { displayName: string }) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const update = useUpdateProfile({ successMessage: 'Display name saved' });
  const form = useKitForm(nameSchema, { defaultValues: { displayName } });
  const {
    register,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  const onSubmit = async (values: z.output<typeof nameSchema>) => {
    try {
      // An empty name means none: the greeting then uses the first name or the e-mail.
      await update.mutateAsync({ displayName: values.displayName || null });
    } catch {
      // The hook showed the failure; the typed name stays for another try.
    }
  };

  const error = errors.displayName?.message;
  // The label and its explanation sit beside the input and Save, as every other setting row.
  return (
    <KitForm
      form={form}
      onSubmit={onSubmit}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
    >
      <div className="grid min-w-0 gap-4">
        <label htmlFor={inputId} className="text-sm font-medium">
          Display name
        </label>
        <p className="text-muted-foreground mt-0.5 text-sm">Shown in the sidebar and greeting.</p>
      </div>
      <div className="grid gap-2 sm:w-80">
        <div className="flex gap-2">
          <Input
            id={inputId}
            {...register('displayName')}
            autoComplete="nickname"
            placeholder="Your name"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" variant="outline" disabled={!isDirty || isSubmitting}>
            {isSubmitting && <Spinner />}
            Save
          </Button>
        </div>
        {error && (
          <p id={errorId} className="text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
    </KitForm>
  );
}
