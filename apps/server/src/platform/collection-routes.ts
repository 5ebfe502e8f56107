import type { FastifyInstance } from 'fastify';
import { errorSchema, listAnswerSchema, listQuerySchema, type Page } from '@assignd/schemas';
import type { z } from 'zod';
import type * as zm from 'zod/mini';
import { checked, pathId } from '../lib/http';
import type { UserGate } from '../lib/user-gate';
import { HEAVY_ERRORS, rowParams, WRITE_ERRORS } from '../openapi/route-errors';
import { originOf, type Origin } from '../realtime/changes';
import type { EditBase } from './offline-edits';
import type { PageQuery } from './pages';
import type { PlatformRepositories } from './store';

/** On a whole list: the number of the student's last change the list is known to include. */
const CHANGE_CURSOR_HEADER = 'x-assignd-cursor';

/** On an edit settled against its base: the fields kept at another device's newer value. */
export const REPLACED_HEADER = 'x-assignd-replaced';

/**
 * A PATCH body: the fields to change, and optionally under `base` the values the device saw
 * before it changed them, checked as the fields are (an error names `base.<field>`).
 */
export const editSchemaOf = <Update extends z.ZodObject>(updateSchema: Update) =>
  updateSchema.extend({ base: updateSchema.optional() });

export function editOf<Update extends z.ZodObject>(
  updateSchema: Update,
  body: unknown,
): { changes: z.output<Update>; edit?: EditBase } {
  const { base, ...changes } = checked(editSchemaOf(updateSchema), body) as {
    base?: Record<string, unknown>;
  };
  // The route's schema checked the fields; `base` aside, they are the update's.
  return {
    changes: changes as z.output<Update>,
    edit: base === undefined ? undefined : { base, replaced: [] },
  };
}

/** What a list of the user's rows offers: assignments, classes and events all work this way. */
export interface CollectionService<Item, Create, Update, Deleted, Restore> {
  list(userId: string): Promise<Item[]>;
  page(userId: string, query: PageQuery): Promise<Page<Item>>;
  create(userId: string, input: Create, origin: Origin): Promise<Item>;
  /** With `edit`, the patch is settled against the values it was made from (offline-edits.ts). */
  update(userId: string, id: string, patch: Update, origin: Origin, edit?: EditBase): Promise<Item>;
  /** Answers what went, with the links it cut: what `restore` takes to undo it. */
  remove(userId: string, id: string, origin: Origin): Promise<Deleted>;
  restore(userId: string, snapshot: Restore, origin: Origin): Promise<Item>;
}

/**
 * GET and POST on /api/<name>, PATCH and DELETE on /api/<name>/:id and POST on
 * /api/<name>/restore (undo of a delete), in the signed-in scope.
 */
export function collectionRoutes<
  Row extends zm.ZodMiniType,
  Create extends z.ZodType,
  Update extends z.ZodObject,
  Deleted extends zm.ZodMiniType,
  Restore extends z.ZodType,
>(
  app: FastifyInstance,
  options: {
    gate: UserGate;
    /** The platform's change log: a whole list says which change it is at least as new as. */
    changes: Pick<PlatformRepositories['changes'], 'cursor'>;
    path: string;
    /** The OpenAPI tag, and the list's name in summaries. */
    tag: string;
    /** One row, as summaries name it ('an assignment'). */
    entity: string;
    service: CollectionService<
      zm.infer<Row>,
      z.output<Create>,
      z.output<Update>,
      zm.infer<Deleted>,
      z.output<Restore>
    >;
    rowSchema: Row;
    createSchema: Create;
    updateSchema: Update;
    /** What a delete answers, and what its restore takes back. */
    deletedSchema: Deleted;
    restoreSchema: Restore;
  },
) {
  const { gate, changes, path, tag, entity, service, rowSchema, createSchema, updateSchema } =
    options;
  const { deletedSchema, restoreSchema } = options;
  const tags = [tag];

  app.get(
    path,
    {
      config: { heavy: true },
      schema: {
        summary: `The list of ${tag} (newest first), or one page of it with ?limit=`,
        tags,
        querystring: listQuerySchema,
        response: { 200: listAnswerSchema(rowSchema), 400: errorSchema, ...HEAVY_ERRORS },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const { limit, cursor } = checked(listQuerySchema, request.query);
      // Pages too: 25 pages of 500 at once would hold the pool as surely as 25 whole lists.
      return gate.run<zm.infer<Row>[] | Page<zm.infer<Row>>>(request, reply, user.id, async () => {
        if (limit !== undefined) return service.page(user.id, { limit, cursor });
        // Read first, so every change up to it is in the list (docs/api.md, Change feed).
        const at = await changes.cursor(user.id);
        const list = await service.list(user.id);
        void reply.header(CHANGE_CURSOR_HEADER, String(at));
        return list;
      });
    },
  );

  app.post(
    path,
    {
      schema: {
        summary: `Create ${entity}`,
        tags,
        body: createSchema,
        response: { 201: rowSchema, 409: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const row = await service.create(
        user.id,
        checked(createSchema, request.body),
        originOf(request.headers),
      );
      return reply.status(201).send(row);
    },
  );

  app.patch(
    `${path}/:id`,
    {
      schema: {
        summary: `Change some fields of ${entity}`,
        tags,
        params: rowParams,
        body: editSchemaOf(updateSchema),
        response: { 200: rowSchema, 404: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const id = pathId(request.params);
      const { changes, edit } = editOf(updateSchema, request.body);
      const row = await service.update(user.id, id, changes, originOf(request.headers), edit);
      if (edit && edit.replaced.length > 0)
        void reply.header(REPLACED_HEADER, edit.replaced.join(','));
      return row;
    },
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        summary: `Delete ${entity}; the answer is what POST ${path}/restore takes to undo it`,
        tags,
        params: rowParams,
        response: { 200: deletedSchema, 404: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { user } = request;
      return service.remove(user.id, pathId(request.params), originOf(request.headers));
    },
  );

  app.post(
    `${path}/restore`,
    {
      schema: {
        summary: `Undo the delete of ${entity}: the row comes back with its links (again: no change)`,
        tags,
        body: restoreSchema,
        response: { 200: rowSchema, 409: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { user } = request;
      return service.restore(
        user.id,
        checked(restoreSchema, request.body),
        originOf(request.headers),
      );
    },
  );
}
