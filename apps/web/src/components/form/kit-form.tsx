import type { ReactNode } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';

interface KitFormProps<Input extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs with the checked values; a failure it throws is its own to report. */
  onSubmit: (values: Output) => Promise<void> | void;
  /** Runs instead when the schema refuses the values (e.g. to open the tab holding an error). */
  onInvalid?: SubmitErrorHandler<Input>;
  /** The form's own layout instead of the default grid with gap-4. */
  className?: string;
  children: ReactNode;
}

/**
 * The <form> of a useKitForm form: its fields and footer read the form from context, the browser's
 * own validation stays off (the schema speaks, under each field) and submit runs the schema first.
 */
export function KitForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  className,
  children,
}: KitFormProps<Input, Output>) {
  const submit = form.handleSubmit(onSubmit, onInvalid);
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className={className ?? 'grid gap-4'}
      >
        {children}
      </form>
    </FormProvider>
  );
}
