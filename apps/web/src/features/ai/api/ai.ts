import {
  aiBreakdownResultSchema,
  aiImportResultSchema,
  aiOptimizeResultSchema,
  type Assignment,
} from '@assignd/schemas';
import { useMutation } from '@tanstack/react-query';
import { jsonBody } from '@/api/mutation-helpers';
import { apiFetch } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';

/* The AI study tools (docs/api.md, 'AI study tools'). Each call only answers; nothing is saved. */

/** The server's words for a failure, else the spec's default for that tool. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function useAiImport() {
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch('/api/ai/import', aiImportResultSchema, {
        method: 'POST',
        body: jsonBody({ text, timeZone: browserTimeZone() }),
      }),
  });
}

export type BreakdownTarget = Pick<Assignment, 'title' | 'description' | 'category' | 'dueDate'>;

export function useAiBreakdown() {
  return useMutation({
    mutationFn: ({ title, description, category, dueDate }: BreakdownTarget) =>
      apiFetch('/api/ai/breakdown', aiBreakdownResultSchema, {
        method: 'POST',
        body: jsonBody({
          assignment: { title, description, category, dueDate },
          timeZone: browserTimeZone(),
        }),
      }),
  });
}

export function useAiOptimize() {
  return useMutation({
    mutationFn: (assignments: readonly Assignment[]) =>
      apiFetch('/api/ai/optimize', aiOptimizeResultSchema, {
        method: 'POST',
        body: jsonBody({
          assignments: assignments.map(
            ({ id, title, description, category, dueDate, completed }) => ({
              id,
              title,
              description,
              category,
              dueDate,
              completed,
            }),
          ),
          timeZone: browserTimeZone(),
        }),
      }),
  });
}
