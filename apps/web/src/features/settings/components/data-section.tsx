import { Database, Download, Trash2, Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useClearData, useExportData, useImportData } from '@/api/data';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { restoreMessage } from '../utils/restore-message';
import { SettingRow, SettingsSection } from './settings-section';

export function DataSection() {
  const fileInput = useRef<HTMLInputElement>(null);
  const exportData = useExportData({ successMessage: 'Backup downloaded' });
  // The hook says 'Invalid backup file format' or 'Failed to import data. Please check the file
  // format.'; the success toast names what came back, so it is raised here.
  const importData = useImportData({ successMessage: false });
  const clearData = useClearData();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again restores again.
    event.target.value = '';
    if (!file) return;
    importData.mutate(file, { onSuccess: (counts) => notify.success(restoreMessage(counts)) });
  };

  return (
    <SettingsSection
      icon={Database}
      title="Data"
      description="Back up your planner, bring a backup back, or start a new school year."
    >
      <SettingRow
        title="Download backup"
        description="Your assignments, classes, events and schedule as a JSON file."
      >
        <Button
          variant="outline"
          onClick={() => exportData.mutate()}
          disabled={exportData.isPending}
          aria-busy={exportData.isPending}
        >
          {exportData.isPending ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
          Download Backup
        </Button>
      </SettingRow>

      <SettingRow
        title="Restore from backup"
        description="Adds what a backup file holds. Rows you already have are skipped."
      >
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
          data-testid="restore-file"
        />
        <Button
          variant="outline"
          onClick={() => fileInput.current?.click()}
          disabled={importData.isPending}
          aria-busy={importData.isPending}
        >
          {importData.isPending ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
          Restore Backup
        </Button>
      </SettingRow>

      <SettingRow
        title={<span className="text-destructive">Clear all data</span>}
        description="Deletes every assignment, class, event and your schedule. Your account stays."
      >
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={clearData.isPending}>
              {clearData.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
              Clear All Data
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Are you sure?</AlertDialogTitle>
              <AlertDialogDescription>
                This permanently deletes all your assignments, classes, events and your class
                schedule, ready for a new school year. It cannot be undone, so download a backup
                first if you might want them back.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => clearData.mutate()}>
                Yes, Clear All Data
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </SettingRow>
    </SettingsSection>
  );
}
