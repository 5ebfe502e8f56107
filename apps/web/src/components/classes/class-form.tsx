import { zodResolver } from '@hookform/resolvers/zod';
import { CLASS_ICONS, DEFAULT_CLASS_ICON, NEW_CLASS_COLOR } from '@assignd/core';
import { createClassSchema, LIMITS, type SchoolClass } from '@assignd/schemas';
import { Check, Pipette } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { useCreateClass, useUpdateClass } from '@/api/classes';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { CLASS_ICON_COMPONENTS, CLASS_ICON_LABELS, ClassIconTile, classTint } from './class-icon';

/** Swatches that read well as accents on light and dark cards; any other colour via Custom. */
export const CLASS_COLOR_SWATCHES: readonly { value: string; name: string }[] = [
  { value: NEW_CLASS_COLOR, name: 'Indigo' },
  { value: '#3b82f6', name: 'Blue' },
  { value: '#0ea5e9', name: 'Sky' },
  { value: '#14b8a6', name: 'Teal' },
  { value: '#10b981', name: 'Emerald' },
  { value: '#84cc16', name: 'Lime' },
  { value: '#f59e0b', name: 'Amber' },
  { value: '#f97316', name: 'Orange' },
  { value: '#ef4444', name: 'Red' },
  { value: '#ec4899', name: 'Pink' },
  { value: '#8b5cf6', name: 'Violet' },
  { value: '#64748b', name: 'Slate' },
];

const optionalText = z
  .string()
  .trim()
  .max(LIMITS.shortText, `Must be at most ${LIMITS.shortText} characters`);

const formSchema = z.object({
  // The same rule (and message, 'Please enter a class name') as the server's.
  name: createClassSchema.shape.name,
  teacher: optionalText,
  room: optionalText,
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Please choose a colour'),
  icon: z.enum(CLASS_ICONS),
});

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaultsFor(schoolClass: SchoolClass | undefined): FormInput {
  const icon = CLASS_ICONS.find((name) => name === schoolClass?.icon) ?? DEFAULT_CLASS_ICON;
  return {
    name: schoolClass?.name ?? '',
    teacher: schoolClass?.teacher ?? '',
    room: schoolClass?.room ?? '',
    color: schoolClass?.color.toLowerCase() ?? NEW_CLASS_COLOR,
    icon,
  };
}

interface Props {
  /** The class to edit; a new class when absent. */
  schoolClass?: SchoolClass;
  /** After a successful save, with the saved class. */
  onSaved: (saved: SchoolClass) => void;
  onCancel: () => void;
  /** Focus the name field on mount (dialogs focus their first field themselves). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * New Class / Edit Class: name, teacher, room, colour and icon. Used by the class dialog and by
 * the inline edit form of a class's page. Toasts 'Class added' / 'Class updated successfully' (or
 * their failures) come from the data layer; on failure the form stays as typed.
 */
export function ClassForm({ schoolClass, onSaved, onCancel, autoFocus, className }: Props) {
  const create = useCreateClass();
  const update = useUpdateClass();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsFor(schoolClass),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = schoolClass
        ? await update.mutateAsync({
            id: schoolClass.id,
            // Emptied fields are cleared.
            changes: {
              name: values.name,
              teacher: values.teacher || null,
              room: values.room || null,
              color: values.color,
              icon: values.icon,
            },
          })
        : await create.mutateAsync({
            name: values.name,
            color: values.color,
            icon: values.icon,
            // Teacher and room are omitted when empty.
            ...(values.teacher ? { teacher: values.teacher } : {}),
            ...(values.room ? { room: values.room } : {}),
          });
      onSaved(saved);
    } catch {
      // The data layer showed the failure toast; the form keeps what was typed.
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className={cn('grid gap-5', className)}
    >
      <Preview control={control} />

      <Field label="Class name" error={errors.name?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('name')}
            autoComplete="off"
            autoFocus={autoFocus}
            placeholder="e.g. Biology"
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Teacher" error={errors.teacher?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('teacher')}
              autoComplete="off"
              placeholder="Optional, e.g. Ms. Rivera"
            />
          )}
        </Field>
        <Field label="Room" error={errors.room?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('room')}
              autoComplete="off"
              placeholder="Optional, e.g. B204"
            />
          )}
        </Field>
      </div>

      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <ColorPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.color?.message}
          />
        )}
      />

      <Controller
        control={control}
        name="icon"
        render={({ field }) => (
          <IconPicker value={field.value} onChange={field.onChange} control={control} />
        )}
      />

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:items-center sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner />}
          {schoolClass ? 'Save Changes' : 'Add Class'}
        </Button>
      </div>
    </form>
  );
}

/** How the class will look on its card, as it is being typed. */
function Preview({ control }: { control: Control<FormInput, unknown, FormOutput> }) {
  const [name, teacher, room, color, icon] = useWatch({
    control,
    name: ['name', 'teacher', 'room', 'color', 'icon'],
  });
  const details = [teacher?.trim(), room?.trim() && `Room ${room.trim()}`].filter(Boolean);
  return (
    <div
      aria-hidden="true"
      className="flex items-center gap-3 rounded-xl border p-3"
      style={{ backgroundColor: classTint(color, 6) }}
    >
      <ClassIconTile icon={icon} color={color} />
      <div className="min-w-0">
        <p className={cn('truncate font-semibold', !name?.trim() && 'text-muted-foreground')}>
          {name?.trim() || 'Class name'}
        </p>
        <p className="text-muted-foreground truncate text-sm">
          {details.length > 0 ? details.join(' · ') : 'Teacher and room'}
        </p>
      </div>
    </div>
  );
}

const optionRing =
  'peer-focus-visible:ring-ring peer-focus-visible:ring-offset-card peer-focus-visible:ring-2 peer-focus-visible:ring-offset-2';

function ColorPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const name = useId();
  const current = value.toLowerCase();
  const isCustom = !CLASS_COLOR_SWATCHES.some((swatch) => swatch.value === current);
  return (
    <fieldset>
      <legend className="mb-2.5 text-sm leading-none font-medium">Colour</legend>
      <div className="grid grid-cols-7 justify-items-center gap-2 sm:grid-cols-13">
        {CLASS_COLOR_SWATCHES.map((swatch) => {
          const checked = swatch.value === current;
          return (
            <label
              key={swatch.value}
              // The dot stays small; on a touch screen the whole cell, 44px tall, takes the tap.
              className="relative flex cursor-pointer items-center justify-center pointer-coarse:h-11 pointer-coarse:w-full"
              title={swatch.name}
            >
              <input
                type="radio"
                name={name}
                value={swatch.value}
                checked={checked}
                onChange={() => onChange(swatch.value)}
                className="peer sr-only"
                aria-label={swatch.name}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full text-white shadow-xs transition-transform hover:scale-110',
                  checked && 'ring-foreground ring-offset-card ring-2 ring-offset-2',
                  optionRing,
                )}
                style={{ backgroundColor: swatch.value }}
              >
                {checked && <Check className="size-4" strokeWidth={3} />}
              </span>
            </label>
          );
        })}
        <label
          className="relative flex cursor-pointer items-center justify-center pointer-coarse:h-11 pointer-coarse:w-full"
          title="Custom colour"
        >
          <input
            type="color"
            value={current}
            onChange={(event) => onChange(event.target.value.toLowerCase())}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            aria-label="Custom colour"
          />
          <span
            aria-hidden="true"
            className={cn(
              'pointer-events-none flex size-7 items-center justify-center rounded-full text-white shadow-xs transition-transform peer-hover:scale-110',
              isCustom && 'ring-foreground ring-offset-card ring-2 ring-offset-2',
              optionRing,
            )}
            style={
              isCustom
                ? { backgroundColor: current }
                : {
                    background:
                      'conic-gradient(#ef4444, #f59e0b, #84cc16, #14b8a6, #3b82f6, #8b5cf6, #ec4899, #ef4444)',
                  }
            }
          >
            <Pipette className="size-3.5 drop-shadow" />
          </span>
        </label>
      </div>
      {error && <p className="text-destructive mt-2 text-sm">{error}</p>}
    </fieldset>
  );
}

function IconPicker({
  value,
  onChange,
  control,
}: {
  value: string;
  onChange: (value: string) => void;
  control: Control<FormInput, unknown, FormOutput>;
}) {
  const name = useId();
  const color = useWatch({ control, name: 'color' });
  return (
    <fieldset>
      <legend className="mb-2.5 text-sm leading-none font-medium">Icon</legend>
      <div className="grid grid-cols-7 gap-1.5">
        {CLASS_ICONS.map((icon) => {
          const Icon = CLASS_ICON_COMPONENTS[icon];
          const checked = icon === value;
          const style = checked
            ? ({ '--class-color': color, backgroundColor: classTint(color, 18) } as CSSProperties)
            : undefined;
          return (
            <label key={icon} className="relative cursor-pointer" title={CLASS_ICON_LABELS[icon]}>
              <input
                type="radio"
                name={name}
                value={icon}
                checked={checked}
                onChange={() => onChange(icon)}
                className="peer sr-only"
                aria-label={CLASS_ICON_LABELS[icon]}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-11 w-full items-center justify-center rounded-lg border transition-colors',
                  checked
                    ? 'border-(--class-color) text-(--class-color) dark:text-[color-mix(in_srgb,var(--class-color)_70%,white)]'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground border-transparent',
                  optionRing,
                )}
                style={style}
              >
                <Icon className="size-5" />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
