import type { z } from 'zod';
import type { restoreClassSchema } from '@assignd/schemas';
import type { AssignmentRepository } from '../assignments/public';
import type { CategoryRepository } from '../grades/public';
import { noticesOf, type Origin } from '../../realtime/changes';
import type { PlatformRepositories } from '../../platform/store';

type RestoreClass = z.output<typeof restoreClassSchema>;

const categoryNotice = noticesOf('grade_categories');
const assignmentNotice = noticesOf('assignments');

/**
 * Undo of a class's delete, continued: its grading categories come back under their ids, and the
 * grades that were in them go back in, unless given another category (or class) since.
 */
export async function restoreClassCategories(
  repositories: {
    gradeCategories: CategoryRepository;
    assignments: AssignmentRepository;
    changes: PlatformRepositories['changes'];
  },
  userId: string,
  classId: string,
  { gradeCategories: categories, gradedIn }: Pick<RestoreClass, 'gradeCategories' | 'gradedIn'>,
  origin: Origin,
): Promise<void> {
  const { gradeCategories, assignments, changes } = repositories;
  for (const category of categories) {
    const row = await gradeCategories.restore(userId, {
      id: category.id,
      classId,
      name: category.name,
      weightHundredths: Math.round(category.weight * 100),
      dropLowest: category.dropLowest,
      createdAt: new Date(category.createdAt),
    });
    // An id taken meanwhile (the same undo twice): the grades stay as they are.
    if (!row) continue;
    await changes.publish(categoryNotice(userId, 'insert', row.id, origin));
    const ids = gradedIn
      .filter(({ categoryId }) => categoryId === row.id)
      .map(({ assignmentId }) => assignmentId);
    for (const assignmentId of await assignments.refileCategory(userId, ids, row.id, classId)) {
      await changes.publish(assignmentNotice(userId, 'update', assignmentId, origin));
    }
  }
}
