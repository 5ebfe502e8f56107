import * as z from 'zod/mini';
import { moduleContract } from '../../module-contract';
import { gradeCategorySchema, gradeScaleAnswerSchema } from './responses';

export const gradesContract = moduleContract({
  realtime: { grade_categories: gradeCategorySchema, grade_scales: gradeScaleAnswerSchema },
  backup: {
    gradeCategories: { row: gradeCategorySchema, restored: z.int() },
    gradeScale: { row: gradeScaleAnswerSchema, restored: z.boolean() },
  },
  quotas: { gradeCategories: { limit: 2_000, noun: 'grade categories' } },
});
