import Database from 'lucide-react/icons/database';
import Download from 'lucide-react/icons/download';
import Upload from 'lucide-react/icons/upload';
import { useRef, type ChangeEvent } from 'react';
import { useExportData, useImportData } from '../api/data';
import { notify } from '@/lib/notify';
import { restoreMessage } from '../utils/restore-message';
import { ClearDataRow } from './clear-data-row';
import { SettingRow, SettingsSection } from '@/components/settings-section';
import { PendingButton } from '@/components/ui/pending-button';

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
        <PendingButton
          pending={exportData.isPending}
          icon={Download}
          variant="outline"
          onClick={() => exportData.mutate()}
          aria-busy={exportData.isPending}
        >
          Download Backup
        </PendingButton>
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
        <PendingButton
          pending={importData.isPending}
          icon={Upload}
          variant="outline"
          onClick={() => fileInput.current?.click()}
          aria-busy={importData.isPending}
        >
          Restore Backup
        </PendingButton>
      </SettingRow>

      <ClearDataRow />
    </SettingsSection>
  );
}
