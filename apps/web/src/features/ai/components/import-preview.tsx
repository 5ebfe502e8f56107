import { ASSIGNMENT_CATEGORIES, plural } from '@assignd/core';
import { clsx } from 'clsx';
import Save from 'lucide-react/icons/save';
import { Controller, useWatch } from 'react-hook-form';
import { ClassSelect } from '@/features/classes/public/class-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ImportScreen } from '../hooks/use-import-screen';

/** What the import found, each row ticked and editable; nothing is saved before 'Import'. */
export function ImportPreview({ screen }: { screen: ImportScreen }) {
  const { rows, keptCount } = screen;
  const found = rows.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Review before saving</CardTitle>
        <CardDescription>
          Found {plural(found, 'assignment')}. Untick what you do not want and fix anything that is
          off.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void screen.save(event)} className="grid gap-4">
          <ol aria-label="Found assignments" className="grid gap-3">
            {rows.map((row, index) => (
              <li key={row.id}>
                <PreviewRow screen={screen} index={index} />
              </li>
            ))}
          </ol>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={screen.discard} disabled={screen.saving}>
              Discard
            </Button>
            <Button type="submit" disabled={keptCount === 0 || screen.saving}>
              {screen.saving ? (
                <Spinner className="size-4" />
              ) : (
                <Save aria-hidden="true" className="size-4" />
              )}
              Import {plural(keptCount, 'Assignment')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PreviewRow({ screen, index }: { screen: ImportScreen; index: number }) {
  const { preview } = screen;
  const kept = useWatch({ control: preview.control, name: `items.${index}.keep` });
  const errors = preview.formState.errors.items?.[index];
  const keepId = `ai-import-keep-${index}`;
  return (
    <fieldset
      className={clsx(
        'grid min-w-0 gap-3 rounded-xl border p-3 transition-colors sm:p-4',
        kept ? 'bg-card' : 'bg-muted/60 border-dashed',
      )}
    >
      <legend className="sr-only">{`Assignment ${index + 1}`}</legend>
      <div className="flex items-center gap-2.5">
        <Controller
          control={preview.control}
          name={`items.${index}.keep`}
          render={({ field }) => (
            <Checkbox
              id={keepId}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              className="pointer-coarse:size-6"
            />
          )}
        />
        <Label htmlFor={keepId} className="cursor-pointer">
          {kept ? 'Import this one' : 'Skipped'}
        </Label>
      </div>
      <fieldset disabled={!kept} className="grid min-w-0 grid-cols-2 gap-3 @2xl:grid-cols-6">
        <Field label="Title" error={errors?.title?.message} className="col-span-2 @2xl:col-span-4">
          {(control) => <Input {...control} {...preview.register(`items.${index}.title`)} />}
        </Field>
        <Field label="Due date" error={errors?.date?.message} className="@2xl:col-span-2">
          {(control) => (
            <Input {...control} type="date" {...preview.register(`items.${index}.date`)} />
          )}
        </Field>
        <Field label="Due time" className="@2xl:col-span-2">
          {(control) => (
            <Input {...control} type="time" {...preview.register(`items.${index}.time`)} />
          )}
        </Field>
        <Field label="Category" className="@2xl:col-span-2">
          {(control) => (
            <Select {...control} {...preview.register(`items.${index}.category`)}>
              {ASSIGNMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Class" className="@2xl:col-span-2 @2xl:row-start-1 @2xl:col-start-5">
          {(control) => (
            <ClassSelect
              {...control}
              classes={screen.classes}
              {...preview.register(`items.${index}.classId`)}
            />
          )}
        </Field>
      </fieldset>
    </fieldset>
  );
}
