import {
  type ChangeEvent,
  type ComponentProps,
  type ComponentType,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  useId,
} from 'react';
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
import { BAD_INPUT } from './use-kit-form';

/* The fields of a KitForm: a label, the control and its error under it, read from the form. */

interface RowProps {
  /** The form value's name (a dotted path for nested values). */
  name: string;
  label: string;
  labelAside?: ReactNode;
  /** A line under the control (what it takes, what a blank means); an error replaces it. */
  hint?: ReactNode;
  labelHidden?: boolean;
  className?: string;
  /**
   * The id of the element that says this field's error instead of a line under it (a form
   * whose spec words two missing fields as one message).
   */
  errorShownBy?: string;
  /**
   * Whether the field's error shows yet, for a rule the form checks while the student types but
   * should speak only later (an empty time before the first save); shown always when left out.
   */
  showError?: (message: string) => boolean;
}

interface RegisteredProps extends RowProps {
  /** Classes of the control itself (`className` is the whole field's). */
  controlClassName?: string;
  /** Hears the student change the value (after the form has it). */
  onValueChange?: () => void;
  /** Other fields whose rules read this one, checked again when it changes. */
  deps?: string[];
}

type ControlProps = Parameters<ComponentProps<typeof Field>['children']>[0];

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

/** Label, control and error of `name`, wired for screen readers. */
function FieldRow({
  name,
  errorShownBy,
  showError,
  children,
  ...row
}: RowProps & { children: (control: ControlProps) => ReactNode }) {
  const message = useFieldError(name);
  const error = message !== undefined && (showError?.(message) ?? true) ? message : undefined;
  return (
    <Field {...row} error={errorShownBy ? undefined : error}>
      {(control) =>
        children(
          errorShownBy
            ? {
                ...control,
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? errorShownBy : undefined,
              }
            : control,
        )
      }
    </Field>
  );
}

/** What a field hears of its control besides the value, after the form has taken it in. */
interface ControlEvents {
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** The control's own props, apart from the row's, and its registration with the form. */
function useRegistered<P extends RegisteredProps>(props: P, events: ControlEvents = {}) {
  const { register } = useFormContext();
  const {
    name,
    label,
    labelAside,
    hint,
    labelHidden,
    className,
    errorShownBy,
    showError,
    controlClassName,
    onValueChange,
    deps,
    ...control
  } = props;
  return {
    row: { name, label, labelAside, hint, labelHidden, className, errorShownBy, showError },
    control: {
      ...control,
      className: controlClassName,
      ...register(name, {
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          events.onChange?.(event);
          onValueChange?.();
        },
        onBlur: events.onBlur,
        deps,
      }),
    },
  };
}

type InputFieldProps = RegisteredProps &
  Omit<ComponentProps<'input'>, 'name' | 'className'> & {
    /** Another input that takes an input's props (e.g. a password input with Show). */
    as?: ComponentType<ComponentProps<'input'>>;
  };

export function TextField({ as: Control = Input, ...props }: InputFieldProps) {
  const { row, control } = useRegistered(props);
  return <FieldRow {...row}>{(wiring) => <Control {...wiring} {...control} />}</FieldRow>;
}

/**
 * A date or time input that says, as soon as the student leaves it, that it holds what it cannot
 * show (02/31/2026): the browser empties its value then, so until a save the form would read it
 * as blank, and a hint such as "No due date" would describe a field that shows a date. The check
 * runs only for such an entry (or to take its error back once mended), so a form that speaks
 * only on save still does for every other rule.
 */
function TemporalField({
  type,
  ...props
}: Omit<InputFieldProps, 'type' | 'as'> & { type: 'date' | 'time' }) {
  const { trigger, getFieldState } = useFormContext();
  const saidBad = () => getFieldState(props.name).error?.type === BAD_INPUT;
  const { row, control } = useRegistered(props, {
    // Retyped after the error showed: checked again at once, so a mended entry clears it.
    onChange: () => {
      if (saidBad()) void trigger(props.name);
    },
    onBlur: (event) => {
      if (event.target.validity.badInput || saidBad()) void trigger(props.name);
    },
  });
  return <FieldRow {...row}>{(wiring) => <Input {...wiring} {...control} type={type} />}</FieldRow>;
}

/** A date input: a date it cannot hold is "Enter a valid date" (see useKitForm), not a blank. */
export function DateField(props: Omit<InputFieldProps, 'type' | 'as'>) {
  return <TemporalField {...props} type="date" />;
}

/** A time input: a time it cannot hold is "Enter a valid time" (see useKitForm), not a blank. */
export function TimeField(props: Omit<InputFieldProps, 'type' | 'as'>) {
  return <TemporalField {...props} type="time" />;
}

export function TextareaField(
  props: RegisteredProps & Omit<ComponentProps<typeof Textarea>, 'name' | 'className'>,
) {
  const { row, control } = useRegistered(props);
  return <FieldRow {...row}>{(wiring) => <Textarea {...wiring} {...control} />}</FieldRow>;
}

export function SelectField(
  props: RegisteredProps & Omit<ComponentProps<typeof Select>, 'name' | 'className'>,
) {
  const { row, control } = useRegistered(props);
  return <FieldRow {...row}>{(wiring) => <Select {...wiring} {...control} />}</FieldRow>;
}

/**
 * A labelled field whose control is the caller's (a class picker), kept in the form through
 * react-hook-form's Controller: `render` gets the label's and error's wiring and the value's props.
 */
export function ControlledField({
  render,
  ...row
}: RowProps & {
  render: (props: ControlProps & ControllerRenderProps<FieldValues, string>) => ReactElement;
}) {
  const { control } = useFormContext();
  return (
    <FieldRow {...row}>
      {(wiring) => (
        <Controller
          control={control}
          name={row.name}
          render={({ field }) => render({ ...wiring, ...field })}
        />
      )}
    </FieldRow>
  );
}

/** A checkbox or switch with its label beside it, holding a boolean. */
export function ToggleField({
  name,
  label,
  as = 'checkbox',
  className,
  controlClassName,
}: Pick<RowProps, 'name' | 'label' | 'className'> &
  Pick<RegisteredProps, 'controlClassName'> & { as?: 'checkbox' | 'switch' }) {
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
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            className={controlClassName}
          />
        )}
      />
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}
