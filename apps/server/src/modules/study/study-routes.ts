import {
  createFlashcardSchema,
  createStudySetSchema,
  errorSchema,
  flashcardSchema,
  importFlashcardsSchema,
  noContentSchema,
  reviewFlashcardSchema,
  studySetSchema,
  updateFlashcardSchema,
  updateStudySetSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import * as zm from 'zod/mini';
import { checked, pathId } from '../../lib/http';
import { HEAVY_ERRORS, rowParams, WRITE_ERRORS } from '../../openapi/route-errors';
import { originOf } from '../../realtime/changes';
import type { ModuleContext } from '../../platform/server-module';
import { flashcardService } from './flashcard-service';
import { type StudyRepositories, studySetService } from './study-set-service';

const READ_ERRORS = { ...HEAVY_ERRORS, 403: errorSchema, 404: errorSchema } as const;
const CHANGE_ERRORS = { ...WRITE_ERRORS, 404: errorSchema, 409: errorSchema } as const;

/** Study sets and their flashcards: Pro only, every route (spec 5; the module's `pro` gates them). */
export function studyRoutes(app: FastifyInstance, context: ModuleContext<StudyRepositories>): void {
  studySetRoutes(app, context);
  flashcardRoutes(app, context);
}

function studySetRoutes(
  app: FastifyInstance,
  { gate, store, clock }: ModuleContext<StudyRepositories>,
): void {
  const sets = studySetService(store, clock);
  const tags = ['study sets'];

  app.get(
    '/api/study-sets',
    {
      config: { heavy: true },
      schema: {
        summary: "The student's study sets, newest first, with their cards counted",
        tags,
        response: { 200: zm.array(studySetSchema), ...READ_ERRORS },
      },
    },
    (request, reply) => gate.run(request, reply, request.user.id, () => sets.list(request.user.id)),
  );

  app.post(
    '/api/study-sets',
    {
      schema: {
        summary: 'Create a study set',
        tags,
        body: createStudySetSchema,
        response: { 201: studySetSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      const input = checked(createStudySetSchema, request.body);
      const set = await sets.create(request.user.id, input, originOf(request.headers));
      return reply.status(201).send(set);
    },
  );

  app.patch(
    '/api/study-sets/:id',
    {
      schema: {
        summary: 'Rename a study set or change its description',
        tags,
        params: rowParams,
        body: updateStudySetSchema,
        response: { 200: studySetSchema, ...CHANGE_ERRORS },
      },
    },
    (request) =>
      sets.update(
        request.user.id,
        pathId(request.params),
        checked(updateStudySetSchema, request.body),
        originOf(request.headers),
      ),
  );

  app.delete(
    '/api/study-sets/:id',
    {
      schema: {
        summary: 'Delete a study set and its flashcards',
        tags,
        params: rowParams,
        response: { 204: noContentSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      await sets.remove(request.user.id, pathId(request.params), originOf(request.headers));
      return reply.status(204).send(null);
    },
  );
}

function flashcardRoutes(
  app: FastifyInstance,
  { gate, store, clock }: ModuleContext<StudyRepositories>,
): void {
  const cards = flashcardService(store, clock);
  const tags = ['flashcards'];

  app.get(
    '/api/study-sets/:id/flashcards',
    {
      config: { heavy: true },
      schema: {
        summary: "A study set's flashcards, oldest first",
        tags,
        params: rowParams,
        response: { 200: zm.array(flashcardSchema), ...READ_ERRORS },
      },
    },
    (request, reply) =>
      gate.run(request, reply, request.user.id, () =>
        cards.listOfSet(request.user.id, pathId(request.params)),
      ),
  );

  app.post(
    '/api/study-sets/:id/flashcards',
    {
      schema: {
        summary: 'Add a flashcard to a study set',
        tags,
        params: rowParams,
        body: createFlashcardSchema,
        response: { 201: flashcardSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      const card = await cards.create(
        request.user.id,
        pathId(request.params),
        checked(createFlashcardSchema, request.body),
        originOf(request.headers),
      );
      return reply.status(201).send(card);
    },
  );

  app.post(
    '/api/study-sets/:id/flashcards/import',
    {
      schema: {
        summary: "Add pasted cards (one a line: front, then a tab, ' - ' or comma, then back)",
        tags,
        params: rowParams,
        body: importFlashcardsSchema,
        response: { 201: zm.array(flashcardSchema), ...CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      const created = await cards.importCards(
        request.user.id,
        pathId(request.params),
        checked(importFlashcardsSchema, request.body).text,
        originOf(request.headers),
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/flashcards/:id',
    {
      schema: {
        summary: 'Change the front or back of a flashcard',
        tags,
        params: rowParams,
        body: updateFlashcardSchema,
        response: { 200: flashcardSchema, ...CHANGE_ERRORS },
      },
    },
    (request) =>
      cards.update(
        request.user.id,
        pathId(request.params),
        checked(updateFlashcardSchema, request.body),
        originOf(request.headers),
      ),
  );

  app.delete(
    '/api/flashcards/:id',
    {
      schema: {
        summary: 'Delete a flashcard',
        tags,
        params: rowParams,
        response: { 204: noContentSchema, ...CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      await cards.remove(request.user.id, pathId(request.params), originOf(request.headers));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/flashcards/:id/review',
    {
      schema: {
        summary: 'Rate how well a card was remembered; answers the card with its next due time',
        tags,
        params: rowParams,
        body: reviewFlashcardSchema,
        response: { 200: flashcardSchema, ...CHANGE_ERRORS },
      },
    },
    (request) => {
      const { rating, reviewedAt } = checked(reviewFlashcardSchema, request.body);
      return cards.review(
        request.user.id,
        pathId(request.params),
        rating,
        originOf(request.headers),
        reviewedAt,
      );
    },
  );
}
