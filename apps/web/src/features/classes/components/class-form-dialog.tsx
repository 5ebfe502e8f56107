import type { SchoolClass } from '@assignd/schemas';
import { FormDialog } from '@/components/form/form-dialog';
import type { ClassDialogState } from './class-dialog-state';
import { ClassForm } from './class-form';

/* Loaded on the first click of an add or edit button (see class-dialog.tsx). */

interface Props {
  state: ClassDialogState;
  onClose: () => void;
  onSaved?: (saved: SchoolClass) => void;
}

export function ClassFormDialog({ state, onClose, onSaved }: Props) {
  const editing = state?.mode === 'edit' ? state.schoolClass : undefined;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? 'Edit Class' : 'New Class'}
      description={
        editing
          ? 'Change the name, teacher, room, colour, icon, term, credits or level.'
          : 'Add a class to group its assignments, with a colour and icon of your choice.'
      }
    >
      {/* Keyed, so every opening starts from the class's current values. */}
      <ClassForm
        key={editing?.id ?? 'new'}
        schoolClass={editing}
        onCancel={onClose}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
      />
    </FormDialog>
  );
}
