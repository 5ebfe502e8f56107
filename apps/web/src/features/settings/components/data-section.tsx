import Database from 'lucide-react/icons/database';
import Download from 'lucide-react/icons/download';
import Upload from 'lucide-react/icons/upload';
import { useRef, type ChangeEvent } from 'react';
import { useExportData, useImportData } from '@/features/settings/api/data';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { restoreMessage } from '../utils/restore-message';
import { ClearDataRow } from './clear-data-row';
import { SettingRow, SettingsSection } from './settings-section';

/** `title` names the card: 'Data' on the desktop, 'Data Management' on the tablet (spec 2). */
export function DataSection({ title = 'Data' }: { title?: string }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const exportData = useExportData({ successMessage: 'Backup downloaded' });
  // The hook says 'Invalid backup file format' or 'Failed to import data. Please check the file
  // format.'; the success toast names what came back, so it is raised here.
  const importData = useImportData({ successMessage: false });

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
      title={title}
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

      <ClearDataRow />
    </SettingsSection>
  );
}
