import { Trash2 } from 'lucide-react';
import { useClearData } from '@/api/data';
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
import { SettingRow } from './settings-section';

/** 'Clear All Data' and its confirmation, the same on every Settings screen. */
export function ClearDataRow() {
  const clearData = useClearData();
  return (
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
              schedule, ready for a new school year. It cannot be undone, so download a backup first
              if you might want them back.
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
  );
}
