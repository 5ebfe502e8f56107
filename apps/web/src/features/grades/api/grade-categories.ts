import {
  deletedGradeCategorySchema,
  gradeCategorySchema,
  type Assignment,
  type CreateGradeCategoryInput,
  type DeletedGradeCategory,
  type GradeCategory,
  type UpdateGradeCategoryInput,
} from '@assignd/schemas';
import { collectionHooks } from '../../../api/collection';
import { assignmentKeys } from '@/features/assignments/api/query-keys';
import { gradeKeys } from './query-keys';

const CATEGORY_MESSAGES = {
  added: 'Category added',
  addFailed: 'Failed to add category',
  updateFailed: 'Failed to update category',
  deleted: 'Category deleted',
  deleteFailed: 'Failed to delete category',
  restoreFailed: 'Failed to restore category',
} as const;

/** A new category and the class it is made in. */
type NewGradeCategory = CreateGradeCategoryInput & { classId: string };

const categories = collectionHooks<
  GradeCategory,
  NewGradeCategory,
  UpdateGradeCategoryInput,
  DeletedGradeCategory
>({
  path: '/api/grade-categories',
  key: gradeKeys.categories,
  rowSchema: gradeCategorySchema,
  deletedSchema: deletedGradeCategorySchema,
  messages: CATEGORY_MESSAGES,
  createRequest: ({ classId, ...body }) => ({
    path: `/api/classes/${encodeURIComponent(classId)}/grade-categories`,
    body,
  }),
  draft: (input, id, now) => ({
    id,
    classId: input.classId,
    name: input.name.trim(),
    weight: input.weight,
    dropLowest: input.dropLowest ?? 0,
    createdAt: now,
    updatedAt: now,
  }),
  labelOf: (row) => row.name,
  // The server keeps the category's grades, in no category; the cache follows suit.
  afterDelete: (client, id) => {
    client.setQueryData<Assignment[]>(assignmentKeys.assignments, (list) =>
      list?.map((row) => (row.gradeCategoryId === id ? { ...row, gradeCategoryId: null } : row)),
    );
  },
  afterRestore: (client) => void client.invalidateQueries({ queryKey: assignmentKeys.assignments }),
});

/** Every grading category of the student's classes, oldest first. */
export const useGradeCategories = categories.useList;
export const useCreateGradeCategory = categories.useCreate;
export const useUpdateGradeCategory = categories.useUpdate;
export const useDeleteGradeCategory = categories.useDelete;
