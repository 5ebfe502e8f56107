import { CLASS_ICONS, DEFAULT_CLASS_ICON, NEW_CLASS_COLOR } from '@assignd/core';
import { createClassSchema, LIMITS, type SchoolClass, type Term } from '@assignd/schemas';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { useCreateClass, useUpdateClass } from '@/features/classes/api/classes';
import { useCurrentTerm } from '@/features/terms/public/use-current-term';
import { TextField } from '@/components/form/fields';
import { FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { cn } from '@/lib/cn';
import { ClassIconTile, classTint } from './class-icon';
import {
  ClassGradingFields,
  gradingChanges,
  gradingDefaults,
  gradingFieldRules,
} from './class-form-grading-fields';
import { ColorPicker, IconPicker } from './class-form-pickers';

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
  ...gradingFieldRules,
});

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaultsFor(schoolClass: SchoolClass | undefined, current: Term | null): FormInput {
  const icon = CLASS_ICONS.find((name) => name === schoolClass?.icon) ?? DEFAULT_CLASS_ICON;
  return {
    name: schoolClass?.name ?? '',
    teacher: schoolClass?.teacher ?? '',
    room: schoolClass?.room ?? '',
    color: schoolClass?.color.toLowerCase() ?? NEW_CLASS_COLOR,
    icon,
    ...gradingDefaults(schoolClass, current),
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
 * New Class / Edit Class: name, teacher, room, term, credits, level, colour and icon. Used by the
 * class dialog and by the inline edit form of a class's page. Toasts 'Class added' / 'Class updated
 * successfully' (or their failures) come from the data layer; on failure the form stays as typed.
 */
export function ClassForm({ schoolClass, onSaved, onCancel, autoFocus, className }: Props) {
  const create = useCreateClass();
  const update = useUpdateClass();
  const { current } = useCurrentTerm();
  const form = useKitForm(formSchema, { defaultValues: defaultsFor(schoolClass, current) });
  const { control } = form;
  const color = useWatch({ control, name: 'color' });

  const onSubmit = async (values: FormOutput) => {
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
              ...gradingChanges(values),
            },
          })
        : await create.mutateAsync({
            name: values.name,
            color: values.color,
            icon: values.icon,
            ...gradingChanges(values),
            // Teacher and room are omitted when empty.
            ...(values.teacher ? { teacher: values.teacher } : {}),
            ...(values.room ? { room: values.room } : {}),
          });
      onSaved(saved);
    } catch {
      // The data layer showed the failure toast; the form keeps what was typed.
    }
  };

  return (
    <KitForm form={form} onSubmit={onSubmit} className={cn('grid gap-5', className)}>
      <Preview control={control} />

      <TextField
        name="name"
        label="Class name"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="e.g. Biology"
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="teacher"
          label="Teacher"
          autoComplete="off"
          placeholder="Optional, e.g. Ms. Rivera"
        />
        <TextField name="room" label="Room" autoComplete="off" placeholder="Optional, e.g. B204" />
      </div>

      <ClassGradingFields creating={!schoolClass} />

      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <ColorPicker
            value={field.value}
            onChange={field.onChange}
            error={form.formState.errors.color?.message}
          />
        )}
      />

      <Controller
        control={control}
        name="icon"
        render={({ field }) => (
          <IconPicker value={field.value} onChange={field.onChange} color={color} />
        )}
      />

      <FormFooter
        className="mt-0 pt-1"
        onCancel={onCancel}
        submitLabel={schoolClass ? 'Save Changes' : 'Add Class'}
      />
    </KitForm>
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
      <div className="grid min-w-0 gap-4">
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
