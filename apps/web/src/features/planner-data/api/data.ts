import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schedule } from '@assignd/core';
import { noContentSchema, restoreSummarySchema } from '@assignd/schemas';
import { ApiError, apiFetch } from '@/lib/api-client';
import {
  jsonBody,
  toastError,
  toastSuccess,
  type ToastOptions,
} from '../../../api/mutation-helpers';
import { assignmentKeys } from '@/features/assignments/api/query-keys';
import { classKeys } from '@/features/classes/api/query-keys';
import { eventKeys } from '@/features/events/api/query-keys';
import { scheduleKeys } from '@/features/schedule/api/query-keys';

/* Backup download, restore and clearing everything (Settings > Data management). */

const DATA_MESSAGES = {
  exportFailed: 'Failed to export data',
  importFailed: 'Failed to import data. Please check the file format.',
  invalidFile: 'Invalid backup file format',
  cleared: 'All data cleared successfully! Ready for the new school year.',
  clearFailed: 'Failed to clear data. Please try again.',
} as const;

/** What a restore added. */
export interface RestoreCounts {
  assignments: number;
  classes: number;
  events: number;
  schedule: boolean;
}

const plannerKeys = [
  assignmentKeys.assignments,
  classKeys.classes,
  eventKeys.events,
  scheduleKeys.schedule,
] as const;

function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? `assignd-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
}

/** Downloads `assignd-backup-<timestamp>.json`. */
export function useExportData(toasts?: ToastOptions) {
  return useMutation({
    mutationFn: async () => {
      const response = await fetch('/api/backup', {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new ApiError(response.status, response.statusText);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    onSuccess: () => toastSuccess(toasts, false),
    onError: (error) => toastError(error, toasts, DATA_MESSAGES.exportFailed),
  });
}

class InvalidBackupError extends Error {}

/** Restores a chosen backup file; a file that is not one says 'Invalid backup file format'. */
export function useImportData(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) => {
      let body: unknown;
      try {
        body = JSON.parse(await file.text());
      } catch {
        throw new InvalidBackupError(DATA_MESSAGES.invalidFile);
      }
      return apiFetch('/api/backup', restoreSummarySchema, {
        method: 'POST',
        body: jsonBody(body),
      });
    },
    onSuccess: async () => {
      await Promise.all(plannerKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
      toastSuccess(toasts, false);
    },
    onError: (error) => {
      const invalid =
        error instanceof InvalidBackupError ||
        (error instanceof ApiError && error.message === DATA_MESSAGES.invalidFile);
      toastError(
        error,
        invalid && toasts?.errorMessage !== false
          ? { errorMessage: DATA_MESSAGES.invalidFile }
          : toasts,
        DATA_MESSAGES.importFailed,
      );
    },
  });
}

/** Deletes every planner row of the student (flashcards, study sets, assignments, schedule, classes, events). */
export function useClearData(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/data', noContentSchema, { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData(assignmentKeys.assignments, []);
      client.setQueryData(classKeys.classes, []);
      client.setQueryData(eventKeys.events, []);
      client.setQueryData<Schedule | null>(scheduleKeys.schedule, null);
      toastSuccess(toasts, DATA_MESSAGES.cleared);
    },
    onError: (error) => toastError(error, toasts, DATA_MESSAGES.clearFailed),
  });
}
