import { LIMITS } from '@assignd/schemas';
import { z } from 'zod';
import { TextField } from '@/components/form/fields';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateProfile } from '../api/profile';

const nameSchema = z.object({
  displayName: z.string().trim().max(LIMITS.name, `Must be at most ${LIMITS.name} characters`),
});

export function DisplayNameForm({ displayName }: { displayName: string }) {
  const update = useUpdateProfile({ successMessage: 'Display name saved' });
  const form = useKitForm(nameSchema, { defaultValues: { displayName } });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = async (values: z.output<typeof nameSchema>) => {
    try {
      // An empty name means none: the greeting then uses the first name or the e-mail.
      await update.mutateAsync({ displayName: values.displayName || null });
    } catch {
      // The hook showed the failure; the typed name stays for another try.
    }
  };

  // The name and its explanation sit beside the input and Save, as every other setting row; the
  // field's own label is for screen readers, as the visible one sits apart from it.
  return (
    <KitForm
      form={form}
      onSubmit={onSubmit}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
    >
      <div className="grid min-w-0 gap-4">
        <p className="text-sm font-medium">Display name</p>
        <p className="text-muted-foreground mt-0.5 text-sm">Shown in the sidebar and greeting.</p>
      </div>
      <div className="flex items-start gap-2 sm:w-80">
        <TextField
          name="displayName"
          label="Display name"
          labelHidden
          className="min-w-0 flex-1"
          autoComplete="nickname"
          placeholder="Your name"
        />
        <Button type="submit" variant="outline" disabled={!isDirty || isSubmitting}>
          {isSubmitting && <Spinner />}
          Save
        </Button>
      </div>
    </KitForm>
  );
}
