import {
  deletedTermSchema,
  termSchema,
  type CreateTermInput,
  type DeletedTerm,
  type SchoolClass,
  type Term,
  type UpdateTermInput,
} from '@assignd/schemas';
import { collectionHooks } from '../../../api/collection';
import { classKeys } from '@/features/classes/api/query-keys';
import { termKeys } from './query-keys';

const TERM_MESSAGES = {
  added: 'Term added',
  addFailed: 'Failed to add term',
  updated: 'Term updated',
  updateFailed: 'Failed to update term',
  deleted: 'Term deleted',
  deleteFailed: 'Failed to delete term',
  restoreFailed: 'Failed to restore term',
} as const;

/** Selector for useTerms: the latest first. */
export function termsByStart(list: Term[]): Term[] {
  return [...list].sort((a, b) => b.startDate.localeCompare(a.startDate));
}

const terms = collectionHooks<Term, CreateTermInput, UpdateTermInput, DeletedTerm>({
  path: '/api/terms',
  key: termKeys.terms,
  rowSchema: termSchema,
  deletedSchema: deletedTermSchema,
  messages: TERM_MESSAGES,
  draft: (input, id, now) => ({
    id,
    name: input.name.trim(),
    startDate: input.startDate,
    endDate: input.endDate,
    createdAt: now,
    updatedAt: now,
  }),
  labelOf: (row) => row.name,
  // The server keeps a deleted term's classes, in no term; the cache follows suit.
  afterDelete: (client, id) => {
    client.setQueryData<SchoolClass[]>(classKeys.classes, (list) =>
      list?.map((row) => (row.termId === id ? { ...row, termId: null } : row)),
    );
  },
  // The copies a new term starts with, and the classes an undo put back, are the server's to say.
  afterRestore: (client) => void client.invalidateQueries({ queryKey: classKeys.classes }),
});

export const useTerms = terms.useList;
export const useCreateTerm = terms.useCreate;
export const useUpdateTerm = terms.useUpdate;
export const useDeleteTerm = terms.useDelete;
