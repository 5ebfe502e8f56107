import { type ComponentProps, type ReactElement, type ReactNode, useId } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  get,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

/* The fields of a KitForm: a label, the control and its error under it, read from the form. */

interface FieldBase {
  /** The form value's name (a dotted path for nested values). */
  name: string;
  label: string;
  labelAside?: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** Classes of the control itself (`className` is the field's: label, control and error). */
  controlClassName?: string;
  /** Hears the student change the value (after the form has it). */
  onValueChange?: () => void;
}

/** The message of `name`'s error, if it has one. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error: unknown = get(errors, name);
  return error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : undefined;
}

type InputFieldProps = FieldBase &
  Omit<ComponentProps<'input'>, 'name' | 'className'> & {
    /**
     * The id of the element that says this field's error instead of a line under it (a form
     * whose spec words two missing fields as one message).
     */
    errorShownBy?: string;
  };

export function TextField({
  name,
  label,
  labelAside,
  hint,
  className,
  controlClassName,
  onValueChange,
  errorShownBy,
  ...input
}: InputFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const under = errorShownBy ? undefined : error;
  return (
    <Field label={label} error={under} labelAside={labelAside} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          {...(errorShownBy
            ? {
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? errorShownBy : undefined,
              }
            : {})}
          {...input}
          className={controlClassName}
          {...register(name, { onChange: onValueChange })}
        />
      )}
    </Field>
  );
}

/** A date input: a date it cannot hold is "Enter a valid date" (see useKitForm), not a blank. */
export function DateField(props: Omit<InputFieldProps, 'type'>) {
  return <TextField {...props} type="date" />;
}

/** A time input: a time it cannot hold is "Enter a valid time" (see useKitForm), not a blank. */
export function TimeField(props: Omit<InputFieldProps, 'type'>) {
  return <TextField {...props} type="time" />;
}

export function TextareaField({
  name,
  label,
  labelAside,
  hint,
  className,
  controlClassName,
  onValueChange,
  ...textarea
}: FieldBase & Omit<ComponentProps<'textarea'>, 'name' | 'className'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} labelAside={labelAside} hint={hint} className={className}>
      {(control) => (
        <Textarea
          {...control}
          {...textarea}
          className={controlClassName}
          {...register(name, { onChange: onValueChange })}
        />
      )}
    </Field>
  );
}

export function SelectField({
  name,
  label,
  labelAside,
  hint,
  className,
  controlClassName,
  onValueChange,
  ...select
}: FieldBase & Omit<ComponentProps<typeof Select>, 'name' | 'className'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} labelAside={labelAside} hint={hint} className={className}>
      {(control) => (
        <Select
          {...control}
          {...select}
          className={controlClassName}
          {...register(name, { onChange: onValueChange })}
        />
      )}
    </Field>
  );
}

type ControlProps = Parameters<ComponentProps<typeof Field>['children']>[0];

/**
 * A labelled field whose control is the caller's (a class picker, a segmented control), kept in
 * the form through react-hook-form's Controller: `render` gets the label's and error's wiring and
 * the value's props.
 */
export function ControlledField({
  name,
  label,
  labelAside,
  hint,
  className,
  render,
}: Omit<FieldBase, 'onValueChange' | 'controlClassName'> & {
  render: (props: ControlProps & ControllerRenderProps<FieldValues, string>) => ReactElement;
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} labelAside={labelAside} hint={hint} className={className}>
      {(wiring) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => render({ ...wiring, ...field })}
        />
      )}
    </Field>
  );
}

/** A checkbox or switch with its label beside it, holding a boolean. */
export function ToggleField({
  name,
  label,
  as = 'checkbox',
  className,
  onValueChange,
}: Pick<FieldBase, 'name' | 'label' | 'className' | 'onValueChange'> & {
  as?: 'checkbox' | 'switch';
}) {
  const { control } = useFormContext();
  const id = useId();
  const Toggle = as === 'switch' ? Switch : Checkbox;
  return (
    <div className={cn('flex items-center', as === 'switch' ? 'gap-3' : 'gap-2.5', className)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Toggle
            id={id}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
              onValueChange?.();
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}
