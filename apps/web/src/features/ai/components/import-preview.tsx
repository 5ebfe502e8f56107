import { ASSIGNMENT_CATEGORIES, plural } from '@assignd/core';
import { clsx } from 'clsx';
import Save from 'lucide-react/icons/save';
import { useWatch } from 'react-hook-form';
import {
  ControlledField,
  DateField,
  SelectField,
  TextField,
  TimeField,
  ToggleField,
} from '@/components/form/fields';
import { FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { ClassSelect } from '@/features/classes/public/class-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
        <KitForm form={screen.preview} onSubmit={screen.save}>
          <ol aria-label="Found assignments" className="grid gap-3">
            {rows.map((row, index) => (
              <li key={row.id}>
                <PreviewRow screen={screen} index={index} />
              </li>
            ))}
          </ol>
          <FormFooter
            className="mt-0"
            onCancel={false}
            submitLabel={`Import ${plural(keptCount, 'Assignment')}`}
            submitIcon={<Save aria-hidden="true" className="size-4" />}
            submitDisabled={keptCount === 0}
          >
            <Button variant="ghost" onClick={screen.discard} disabled={screen.saving}>
              Discard
            </Button>
          </FormFooter>
        </KitForm>
      </CardContent>
    </Card>
  );
}

function PreviewRow({ screen, index }: { screen: ImportScreen; index: number }) {
  const item = `items.${index}` as const;
  const kept = useWatch({ control: screen.preview.control, name: `${item}.keep` });
  const classId = useWatch({ control: screen.preview.control, name: `${item}.classId` });
  const matched = useWatch({ control: screen.preview.control, name: `${item}.matched` });
  // Said while the class is the one the import matched: which it is, and from what words.
  const matchedName =
    matched?.classId === classId ? screen.classes.find(({ id }) => id === classId)?.name : null;
  const matchHint =
    matched && matchedName
      ? `Matched to ${matchedName}${matched.from ? ` (from “${matched.from}”)` : ''}`
      : undefined;
  return (
    <fieldset
      className={clsx(
        'grid min-w-0 gap-3 rounded-xl border p-3 transition-colors sm:p-4',
        kept ? 'bg-card' : 'bg-muted/60 border-dashed',
      )}
    >
      <legend className="sr-only">{`Assignment ${index + 1}`}</legend>
      <ToggleField
        name={`${item}.keep`}
        label={kept ? 'Import this one' : 'Skipped'}
        controlClassName="pointer-coarse:size-6"
      />
      <fieldset disabled={!kept} className="grid min-w-0 grid-cols-2 gap-3 @2xl:grid-cols-6">
        <TextField name={`${item}.title`} label="Title" className="col-span-2 @2xl:col-span-4" />
        <DateField name={`${item}.date`} label="Due date" className="@2xl:col-span-2" />
        <TimeField name={`${item}.time`} label="Due time" className="@2xl:col-span-2" />
        <SelectField name={`${item}.category`} label="Category" className="@2xl:col-span-2">
          {ASSIGNMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <ControlledField
          name={`${item}.classId`}
          label="Class"
          hint={matchHint}
          className="@2xl:col-span-2 @2xl:row-start-1 @2xl:col-start-5"
          render={(field) => <ClassSelect {...field} classes={screen.classes} />}
        />
      </fieldset>
    </fieldset>
  );
}
