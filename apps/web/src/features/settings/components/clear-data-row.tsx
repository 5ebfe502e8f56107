import Trash2 from 'lucide-react/icons/trash';
import { useClearData } from '@/features/settings/api/data';
import { ConfirmActionDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SettingRow } from './settings-section';

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
          <Button variant="destructive" disabled={clearData.isPending}>
            {clearData.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
            Clear All Data
          </Button>
        }
        title="Are you sure?"
        description="This permanently deletes all your assignments, classes, events and your class schedule, ready for a new school year. It cannot be undone, so download a backup first if you might want them back."
        confirmLabel="Yes, Clear All Data"
        onConfirm={() => clearData.mutate()}
      />
    </SettingRow>
  );
}
