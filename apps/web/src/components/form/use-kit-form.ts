import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  set,
  useForm,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';

export const INVALID_DATE = 'Enter a valid date';
export const INVALID_TIME = 'Enter a valid time';
/** The type of the error a date or time input gets for what it cannot hold. */
export const BAD_INPUT = 'badInput';

/**
 * What a date or time input holds that its value cannot say: a half-typed or impossible entry
 * (02/31/2026). The browser then reports an empty value, so only `validity.badInput` tells it
 * from a field the student left blank.
 */
function badInputMessage(ref: unknown): string | null {
  if (!(ref instanceof HTMLInputElement) || !ref.validity.badInput) return null;
  if (ref.type === 'date') return INVALID_DATE;
  if (ref.type === 'time') return INVALID_TIME;
  return null;
}

interface RegisteredField {
  name: string;
  ref: unknown;
}

const isRegisteredField = (value: unknown): value is RegisteredField =>
  typeof value === 'object' && value !== null && 'name' in value && 'ref' in value;

/** The registered fields react-hook-form hands a resolver, nested by path as their names are. */
function* registeredFields(fields: object): Generator<RegisteredField> {
  for (const value of Object.values(fields) as unknown[]) {
    if (isRegisteredField(value)) yield value;
    else if (typeof value === 'object' && value !== null) yield* registeredFields(value);
  }
}

/** The zod schema's verdict, with a date or time the input could not hold as that field's error. */
function withBadInputs<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const bad = [...registeredFields(options.fields)].flatMap((field) => {
      const message = badInputMessage(field.ref);
      return message ? [{ field, message }] : [];
    });
    if (bad.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<Input>;
    for (const { field, message } of bad) {
      set(errors, field.name, { type: BAD_INPUT, message, ref: field.ref });
    }
    return { values: {}, errors };
  };
}

/**
 * react-hook-form checked by a shared zod schema, as every form of the app is: the schema's
 * messages go under their fields, a date or time input holding what it cannot show is "Enter a
 * valid date" / "Enter a valid time" instead of a silent blank, and a failed submit focuses the
 * first field in error (unless the form turns that off to show the field some other way).
 */
export function useKitForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
) {
  const resolver = useMemo(
    () => withBadInputs<Input, Output>(zodResolver<Input, unknown, Output>(schema)),
    [schema],
  );
  return useForm<Input, unknown, Output>({ shouldFocusError: true, ...options, resolver });
}
