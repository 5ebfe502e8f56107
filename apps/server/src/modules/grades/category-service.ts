import {
  GRADE_CATEGORIES_PER_CLASS_MAX,
  type createGradeCategorySchema,
  type DeletedGradeCategory,
  type GradeCategory,
  type updateGradeCategorySchema,
} from '@assignd/schemas';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/http';
import type { Store } from '../../platform/store';
import { noticesOf, type Origin } from '../../realtime/changes';
import { requireRoom } from '../../platform/quotas';
import { restoreOnce, type UndoTokens } from '../../platform/undo';
import { type EditBase, settleEdit } from '../../platform/offline-edits';
import type { AssignmentRepository } from '../assignments/public';
import type { ClassRepository } from '../classes/public';
import { toCategory } from './category-mapper';
import type { CategoryRepository } from './category-repository';

type CreateCategory = z.output<typeof createGradeCategorySchema>;
type UpdateCategory = z.output<typeof updateGradeCategorySchema>;

/** POST /api/grade-categories/restore: what the delete answered. */
export interface RestoreCategory {
  category: CreateCategory & { id: string; classId: string; createdAt: string };
  assignmentIds: string[];
  token: string;
}

const notice = noticesOf('grade_categories');
const assignmentNotice = noticesOf('assignments');

/** What categories use: their own rows, the classes they belong to, the grades filed in them. */
export interface CategoryRepositories {
  gradeCategories: CategoryRepository;
  classes: ClassRepository;
  assignments: AssignmentRepository;
}

export const tooManyCategories = () =>
  new HttpError(
    409,
    `A class has at most ${GRADE_CATEGORIES_PER_CLASS_MAX} grading categories`,
    'gradeCategories',
  );

// Each write publishes its change in its own transaction; origin names the tab that made it.
export function categoryService(store: Store<CategoryRepositories>, tokens: UndoTokens) {
  const { repositories, transact } = store;
  return {
    async list(userId: string): Promise<GradeCategory[]> {
      return (await repositories.gradeCategories.list(userId)).map(toCategory);
    },

    /** A class's categories; another student's class is a 404. */
    async ofClass(userId: string, classId: string): Promise<GradeCategory[]> {
      if (!(await repositories.classes.find(userId, classId))) throw notFound();
      return (await repositories.gradeCategories.ofClasses(userId, [classId])).map(toCategory);
    },

    create(
      userId: string,
      classId: string,
      input: CreateCategory,
      origin: Origin,
    ): Promise<GradeCategory> {
      return transact(async ({ gradeCategories, classes, changes, quotas }) => {
        await requireRoom(quotas, userId, 'gradeCategories');
        if ((await classes.lockOwned(userId, [classId])).size === 0) throw notFound();
        const count = await gradeCategories.countOfClass(userId, classId);
        if (count >= GRADE_CATEGORIES_PER_CLASS_MAX) throw tooManyCategories();
        const row = await gradeCategories.create(
          userId,
          {
            classId,
            name: input.name,
            weightHundredths: Math.round(input.weight * 100),
            dropLowest: input.dropLowest,
          },
          input.id,
        );
        await changes.publish(notice(userId, 'insert', row.id, origin));
        return toCategory(row);
      });
    },

    update(
      userId: string,
      id: string,
      asked: UpdateCategory,
      origin: Origin,
      edit?: EditBase,
    ): Promise<GradeCategory> {
      return transact(async ({ gradeCategories, changes }) => {
        const { weight, ...rest } = await settleEdit(
          asked,
          edit,
          () => gradeCategories.find(userId, id, true),
          toCategory,
        );
        const patch =
          weight === undefined ? rest : { ...rest, weightHundredths: Math.round(weight * 100) };
        const row =
          Object.keys(patch).length === 0
            ? await gradeCategories.find(userId, id)
            : await gradeCategories.update(userId, id, patch);
        if (!row) throw notFound();
        if (Object.keys(patch).length > 0)
          await changes.publish(notice(userId, 'update', id, origin));
        return toCategory(row);
      });
    },

    /** Its grades stay, in no category (the foreign key); the answer names them, for an undo. */
    remove(userId: string, id: string, origin: Origin): Promise<DeletedGradeCategory> {
      return transact(async ({ gradeCategories, assignments, changes }) => {
        const assignmentIds = await assignments.inCategory(userId, id);
        const row = await gradeCategories.delete(userId, id);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'delete', id, origin));
        for (const assignmentId of assignmentIds) {
          await changes.publish(assignmentNotice(userId, 'update', assignmentId, origin));
        }
        return {
          category: toCategory(row),
          assignmentIds,
          token: tokens.issue('grade_categories', userId, id),
        };
      });
    },

    /** Back under its id in its class (404 if the class has gone), with the grades it had. */
    restore(userId: string, snapshot: RestoreCategory, origin: Origin): Promise<GradeCategory> {
      const { category, assignmentIds, token } = snapshot;
      tokens.require('grade_categories', userId, category.id, token);
      return transact(async ({ gradeCategories, classes, assignments, changes, quotas }) => {
        if ((await classes.lockOwned(userId, [category.classId])).size === 0) throw notFound();
        const again = await gradeCategories.find(userId, category.id);
        const count = await gradeCategories.countOfClass(userId, category.classId);
        if (!again && count >= GRADE_CATEGORIES_PER_CLASS_MAX) throw tooManyCategories();
        const { row, restored } = await restoreOnce(
          quotas,
          userId,
          'gradeCategories',
          'category.id',
          {
            find: () => gradeCategories.find(userId, category.id),
            insert: () =>
              gradeCategories.restore(userId, {
                id: category.id,
                classId: category.classId,
                name: category.name,
                weightHundredths: Math.round(category.weight * 100),
                dropLowest: category.dropLowest,
                createdAt: new Date(category.createdAt),
              }),
          },
        );
        if (!restored) return toCategory(row);
        await changes.publish(notice(userId, 'insert', row.id, origin));
        const refiled = await assignments.refileCategory(
          userId,
          assignmentIds,
          row.id,
          category.classId,
        );
        for (const assignmentId of refiled) {
          await changes.publish(assignmentNotice(userId, 'update', assignmentId, origin));
        }
        return toCategory(row);
      });
    },
  };
}
