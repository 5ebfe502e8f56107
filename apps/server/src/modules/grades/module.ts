import type { GradeCategory, GradeScaleAnswer } from '@assignd/schemas';
import type { Database } from '../../db/client';
import { ownedRowsQuota, serverModule } from '../../platform/server-module';
import { categoryRepository } from './category-repository';
import { toCategory } from './category-mapper';
import { exportCategories, exportScale, restoreCategories, restoreScale } from './grade-backup';
import { gradeRoutes } from './grade-routes';
import { scaleRepository } from './scale-repository';
import { scaleAnswerOf } from './scale-service';
import { gradeCategories } from './table';

async function readCategory(
  db: Database,
  userId: string,
  id: string,
): Promise<GradeCategory | undefined> {
  const row = await categoryRepository(db).find(userId, id);
  return row && toCategory(row);
}

/** The scale's id on the wire is its student's id: a student has one. */
async function readScale(
  db: Database,
  userId: string,
  id: string,
): Promise<GradeScaleAnswer | undefined> {
  return id === userId ? scaleAnswerOf(await scaleRepository(db).find(userId)) : undefined;
}

// Two modules because a module sends the changes of one table; the routes of both live in the first.
export const gradesModule = serverModule({
  name: 'grades',
  repositories: { gradeCategories: categoryRepository },
  routes: gradeRoutes,
  pro: null,
  publicRoutes: null,
  realtime: { table: 'grade_categories', readRow: readCategory },
  quota: ownedRowsQuota('gradeCategories', gradeCategories),
  // Classes (order 4) take their categories along; this clears what a class left behind.
  clearAll: {
    order: 5.5,
    clear: (tx, userId) => categoryRepository(tx).deleteAllOf(userId),
  },
  // After classes, whose new ids its rows are filed under; before assignments, filed in them.
  backup: {
    key: 'gradeCategories',
    restoreOrder: 1.5,
    export: exportCategories,
    restore: restoreCategories,
  },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});

export const gradeScaleModule = serverModule({
  name: 'grade-scale',
  repositories: { gradeScales: scaleRepository },
  routes: null,
  pro: null,
  publicRoutes: null,
  realtime: { table: 'grade_scales', readRow: readScale },
  quota: null,
  clearAll: {
    order: 7,
    clear: (tx, userId) => scaleRepository(tx).delete(userId),
  },
  backup: { key: 'gradeScale', restoreOrder: 8.5, export: exportScale, restore: restoreScale },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
