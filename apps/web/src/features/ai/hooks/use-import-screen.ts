import { toastError } from '@/api/mutation-helpers';
import {
  DEFAULT_DUE_TIME,
  instantToLocalDateTime,
  localDateTimeToIso,
  plural,
} from '@assignd/core';
import {
  aiImportSchema,
  assignmentCategorySchema,
  createAssignmentSchema,
  type AiImportResult,
} from '@assignd/schemas';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useCreateAssignment } from '@/features/assignments/api/assignments';
import { classesByName, useClasses } from '@/features/classes/api/classes';
import { NO_CLASS } from '@/features/classes/public/class-select';
import { notify } from '@/lib/notify';
import { errorMessage, useAiImport } from '../api/ai';
import { useKitForm } from '@/components/form/use-kit-form';

/* Spec 8, AI; the saved and save-failed texts are ours. */
const MESSAGES = {
  error: (message: string) => `AI Import Error: ${message}`,
  noneFound: 'No assignments found in the provided text',
  saved: (count: number) => `Imported ${plural(count, 'assignment')}`,
  saveFailed: (saved: number) =>
    `Failed to add assignment. Please try again.${saved > 0 ? ` (${saved} added before it)` : ''}`,
} as const;

const textFormSchema = z.object({ text: aiImportSchema.shape.text });
type TextForm = z.infer<typeof textFormSchema>;

const itemSchema = z.object({
  keep: z.boolean(),
  title: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  category: assignmentCategorySchema,
  classId: z.string(),
  /** The class the import matched, and the words it matched it from; not a field of the form. */
  matched: z.object({ classId: z.string(), from: z.string() }).nullable(),
});

// Only the kept rows need a title; the server's rule and message ('Please enter a title').
const previewSchema = z.object({
  items: z.array(itemSchema).superRefine((items, ctx) => {
    items.forEach((item, index) => {
      if (!item.keep) return;
      const title = createAssignmentSchema.shape.title.safeParse(item.title);
      if (!title.success) {
        const message = title.error.issues[0]?.message ?? 'Please enter a title';
        ctx.addIssue({ code: 'custom', path: [index, 'title'], message });
      }
    });
  }),
});
export type PreviewForm = z.infer<typeof previewSchema>;

function previewItem(found: AiImportResult['assignments'][number]): PreviewForm['items'][number] {
  const local = found.dueDate ? instantToLocalDateTime(new Date(found.dueDate)) : null;
  return {
    keep: true,
    title: found.title,
    description: found.description,
    date: local?.date ?? '',
    time: local?.time ?? '',
    category: found.category,
    // Issue 28: filed under the class the text names; the student sees it and may change it.
    classId: found.classId ?? NO_CLASS,
    matched:
      found.classId === null ? null : { classId: found.classId, from: found.classFrom ?? '' },
  };
}

/**
 * AI Import: pasted text goes to the server, which answers what it found; the student unticks or
 * edits rows in the preview, and only then are the kept ones saved as assignments, one by one.
 */
export function useImportScreen() {
  const analyse = useAiImport();
  const create = useCreateAssignment({ successMessage: false, errorMessage: false });
  const { data: classes = [] } = useClasses(classesByName);
  const [previewing, setPreviewing] = useState(false);

  const textForm = useKitForm<TextForm, TextForm>(textFormSchema, { defaultValues: { text: '' } });
  // The kit's form, so a row's date or time the input cannot hold is an error, not a blank.
  const preview = useKitForm<PreviewForm, PreviewForm>(previewSchema, {
    defaultValues: { items: [] },
  });
  const rows = useFieldArray({ control: preview.control, name: 'items' });

  async function submitText({ text }: TextForm) {
    try {
      const result = await analyse.mutateAsync(text);
      if (result.assignments.length === 0) {
        notify.info(MESSAGES.noneFound);
        return;
      }
      preview.reset({ items: result.assignments.map(previewItem) });
      setPreviewing(true);
    } catch (error) {
      toastError(error, undefined, MESSAGES.error(errorMessage(error, 'Failed to analyze text')));
    }
  }

  async function save({ items }: PreviewForm) {
    const kept = items.flatMap((item, index) => (item.keep ? [{ item, index }] : []));
    let saved = 0;
    for (const { item, index } of kept) {
      const dueDate = localDateTimeToIso(item.date, item.time || DEFAULT_DUE_TIME);
      if (item.date && !dueDate) {
        preview.setError(`items.${index}.date`, { message: 'Please enter a valid date' });
        return;
      }
      try {
        await create.mutateAsync({
          title: item.title.trim(),
          ...(item.description ? { description: item.description } : {}),
          dueDate,
          classId: item.classId || null,
          category: item.category,
          completed: false,
        });
        // A saved row leaves the preview, so a retry after a failure does not add it twice.
        preview.setValue(`items.${index}.keep`, false);
        saved += 1;
      } catch {
        notify.error(MESSAGES.saveFailed(saved));
        return;
      }
    }
    notify.success(MESSAGES.saved(saved));
    discard();
    textForm.reset({ text: '' });
  }

  function discard() {
    setPreviewing(false);
    preview.reset({ items: [] });
  }

  const items = useWatch({ control: preview.control, name: 'items' });
  return {
    textForm,
    submitText,
    analysing: analyse.isPending,
    previewing,
    preview,
    rows: rows.fields,
    classes,
    keptCount: items.filter((item) => item.keep).length,
    save,
    saving: preview.formState.isSubmitting,
    discard,
  };
}

export type ImportScreen = ReturnType<typeof useImportScreen>;
