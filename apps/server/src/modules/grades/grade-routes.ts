import {
  createGradeCategorySchema,
  deletedGradeCategorySchema,
  errorSchema,
  goalAnswerSchema,
  goalSchema,
  gradeCategorySchema,
  gradeScaleAnswerSchema,
  gradeScaleSchema,
  gradesQuerySchema,
  gradesSchema,
  restoreGradeCategorySchema,
  updateGradeCategorySchema,
  whatIfAnswerSchema,
  whatIfSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { checked, pathId } from '../../lib/http';
import {
  HEAVY_ERRORS,
  rowParams,
  SIGNED_IN_ERRORS,
  WRITE_ERRORS,
} from '../../openapi/route-errors';
import { editOf, editSchemaOf, REPLACED_HEADER } from '../../platform/collection-routes';
import type { ModuleContext } from '../../platform/server-module';
import { undoTokens } from '../../platform/undo';
import { originOf } from '../../realtime/changes';
import { type CategoryRepositories, categoryService } from './category-service';
import { scaleRepository } from './scale-repository';
import { type ScaleRepositories, scaleService } from './scale-service';
import { standingRepository } from './standing-repository';
import { standingService } from './standing-service';

const tags = ['grades'];

export function gradeRoutes(
  scope: FastifyInstance,
  { store, gate, config, db, clock }: ModuleContext<CategoryRepositories & ScaleRepositories>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const categories = categoryService(store, undoTokens(config.authSecret));
  const scales = scaleService(store);
  const standings = standingService(
    { standings: standingRepository(db), gradeScales: scaleRepository(db) },
    clock,
  );

  app.get(
    '/api/grades',
    {
      config: { heavy: true },
      schema: {
        summary:
          "Each class's percent, letter and categories, and GPA: of one term, or (without termId) of the classes the day-to-day views show",
        tags,
        querystring: gradesQuerySchema,
        response: { 200: gradesSchema, 400: errorSchema, 404: errorSchema, ...HEAVY_ERRORS },
      },
    },
    (request, reply) =>
      gate.run(request, reply, request.user.id, () =>
        standings.grades(request.user.id, checked(gradesQuerySchema, request.query).termId),
      ),
  );

  app.post(
    '/api/grades/what-if',
    {
      // It reads all the student's grades, as GET /api/grades does.
      config: { heavy: true },
      schema: {
        summary: "A class's percent and letter as if these grades were in (nothing is saved)",
        tags,
        body: whatIfSchema,
        response: { 200: whatIfAnswerSchema, 404: errorSchema, ...WRITE_ERRORS, ...HEAVY_ERRORS },
      },
    },
    (request, reply) =>
      gate.run(request, reply, request.user.id, () =>
        standings.whatIf(request.user.id, checked(whatIfSchema, request.body)),
      ),
  );

  app.post(
    '/api/grades/goal',
    {
      config: { heavy: true },
      schema: {
        summary: 'The points an assignment needs for its class to reach a percent or a letter',
        tags,
        body: goalSchema,
        response: { 200: goalAnswerSchema, 404: errorSchema, ...WRITE_ERRORS, ...HEAVY_ERRORS },
      },
    },
    (request, reply) =>
      gate.run(request, reply, request.user.id, () =>
        standings.goal(request.user.id, checked(goalSchema, request.body)),
      ),
  );

  app.get(
    '/api/grades/scale',
    {
      schema: {
        summary: 'The lowest percent of each letter, A to D-',
        tags,
        response: { 200: gradeScaleAnswerSchema, ...SIGNED_IN_ERRORS },
      },
    },
    (request) => scales.get(request.user.id),
  );

  app.put(
    '/api/grades/scale',
    {
      schema: {
        summary: 'Replace the letter scale (strictly decreasing)',
        tags,
        body: gradeScaleSchema,
        response: { 200: gradeScaleAnswerSchema, ...WRITE_ERRORS },
      },
    },
    (request) =>
      scales.save(
        request.user.id,
        checked(gradeScaleSchema, request.body).scale,
        originOf(request.headers),
      ),
  );

  app.get(
    '/api/grade-categories',
    {
      config: { heavy: true },
      schema: {
        summary: "The student's grading categories, of every class",
        tags,
        response: { 200: z.array(gradeCategorySchema), ...HEAVY_ERRORS },
      },
    },
    (request, reply) =>
      gate.run(request, reply, request.user.id, () => categories.list(request.user.id)),
  );

  app.get(
    '/api/classes/:id/grade-categories',
    {
      schema: {
        summary: "A class's grading categories",
        tags,
        params: rowParams,
        response: { 200: z.array(gradeCategorySchema), 404: errorSchema, ...SIGNED_IN_ERRORS },
      },
    },
    (request) => categories.ofClass(request.user.id, pathId(request.params)),
  );

  app.post(
    '/api/classes/:id/grade-categories',
    {
      schema: {
        summary: 'Add a grading category to a class',
        tags,
        params: rowParams,
        body: createGradeCategorySchema,
        response: { 201: gradeCategorySchema, 404: errorSchema, 409: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const row = await categories.create(
        request.user.id,
        pathId(request.params),
        checked(createGradeCategorySchema, request.body),
        originOf(request.headers),
      );
      return reply.code(201).send(row);
    },
  );

  app.patch(
    '/api/grade-categories/:id',
    {
      schema: {
        summary: 'Change the name, weight or drops of a grading category',
        tags,
        params: rowParams,
        body: editSchemaOf(updateGradeCategorySchema),
        response: { 200: gradeCategorySchema, 404: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { changes, edit } = editOf(updateGradeCategorySchema, request.body);
      const row = await categories.update(
        request.user.id,
        pathId(request.params),
        changes,
        originOf(request.headers),
        edit,
      );
      if (edit && edit.replaced.length > 0)
        void reply.header(REPLACED_HEADER, edit.replaced.join(','));
      return row;
    },
  );

  app.delete(
    '/api/grade-categories/:id',
    {
      schema: {
        summary:
          'Delete a grading category (its grades stay, in no category); the answer is what POST /api/grade-categories/restore takes to undo it',
        tags,
        params: rowParams,
        response: { 200: deletedGradeCategorySchema, 404: errorSchema, ...WRITE_ERRORS },
      },
    },
    (request) =>
      categories.remove(request.user.id, pathId(request.params), originOf(request.headers)),
  );

  app.post(
    '/api/grade-categories/restore',
    {
      schema: {
        summary: 'Undo the delete of a grading category, with the grades it had',
        tags,
        body: restoreGradeCategorySchema,
        response: { 200: gradeCategorySchema, 404: errorSchema, 409: errorSchema, ...WRITE_ERRORS },
      },
    },
    (request) =>
      categories.restore(
        request.user.id,
        checked(restoreGradeCategorySchema, request.body),
        originOf(request.headers),
      ),
  );
}
