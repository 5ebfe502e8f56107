import Trash2 from 'lucide-react/icons/trash';
import { useClearData } from '../api/data';
import { ConfirmActionDialog } from '@/components/confirm-dialog';
import { SettingRow } from '@/components/settings-section';
import { PendingButton } from '@/components/ui/pending-button';

/** 'Clear All Data' and its confirmation, the same on every Settings screen. */
export function ClearDataRow() {
  const clearData = useClearData();
  return (
    <SettingRow
      title={<span className="text-destructive">Clear all data</span>}
      description="Deletes every assignment, class, event and your schedule. Your account stays."
    >
      <ConfirmActionDialog
        trigger={
          <PendingButton variant="destructive" pending={clearData.isPending} icon={Trash2}>
            Clear All Data
          </PendingButton>
        }
        title="Are you sure?"
        description="This permanently deletes all your assignments, classes, events and your class schedule, ready for a new school year. It cannot be undone, so download a backup first if you might want them back."
        confirmLabel="Yes, Clear All Data"
        onConfirm={() => clearData.mutate()}
      />
    </SettingRow>
  );
}
