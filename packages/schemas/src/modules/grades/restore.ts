import { z } from 'zod';
import {
  createdAtOf,
  field,
  fromRow,
  moduleRestore,
  oldId,
  oldLink,
  restoredCreatedAt,
} from '../../backup-rows';
import { createGradeCategorySchema, gradeScaleSchema } from './requests';

/** Files from before grades, and the original product's, have neither. */
export const gradesRestore = moduleRestore({
  gradeCategories: {
    row: fromRow(
      (source) => ({
        oldId: oldId(source),
        oldClassId: oldLink(source, 'classId', 'class_id'),
        createdAt: createdAtOf(source),
        name: source.name,
        weight: source.weight,
        dropLowest: field(source, 'dropLowest', 'drop_lowest'),
      }),
      createGradeCategorySchema.omit({ id: true }).extend({
        oldId: z.string().nullable(),
        oldClassId: z.string().nullable(),
        createdAt: restoredCreatedAt,
      }),
    ),
  },
  gradeScale: {
    row: fromRow((source) => ({ scale: source.scale }), gradeScaleSchema),
    most: { max: 1, message: 'A backup holds at most one grade scale' },
  },
});
