import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Auth } from '../auth/auth';
import { parse, pathId } from '../lib/http';
import { originOf, type Origin } from '../realtime/changes';
import { requireUser } from './auth';

/** What a list of the user's rows offers: assignments, classes and events all work this way. */
export interface CollectionService<Item, Create, Update> {
  list(userId: string): Promise<Item[]>;
  create(userId: string, input: Create, origin: Origin): Promise<Item>;
  update(userId: string, id: string, patch: Update, origin: Origin): Promise<Item>;
  remove(userId: string, id: string, origin: Origin): Promise<Item>;
}

/** GET and POST on /api/<name>, PATCH and DELETE on /api/<name>/:id. */
export function collectionRoutes<Item, Create, Update>(
  app: FastifyInstance,
  options: {
    auth: Auth;
    path: string;
    service: CollectionService<Item, Create, Update>;
    createSchema: z.ZodType<Create>;
    updateSchema: z.ZodType<Update>;
  },
) {
  const { auth, path, service, createSchema, updateSchema } = options;

  app.get(path, async (request) => {
    const user = await requireUser(auth, request);
    return service.list(user.id);
  });

  app.post(path, async (request, reply) => {
    const user = await requireUser(auth, request);
    const input = parse(createSchema, request.body);
    return reply.status(201).send(await service.create(user.id, input, originOf(request.headers)));
  });

  app.patch(`${path}/:id`, async (request) => {
    const user = await requireUser(auth, request);
    const id = pathId(request.params);
    return service.update(
      user.id,
      id,
      parse(updateSchema, request.body),
      originOf(request.headers),
    );
  });

  app.delete(`${path}/:id`, async (request, reply) => {
    const user = await requireUser(auth, request);
    await service.remove(user.id, pathId(request.params), originOf(request.headers));
    return reply.status(204).send();
  });
}
