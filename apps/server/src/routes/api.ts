import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Health, healthSchema, type PublicConfig, publicConfigSchema } from '@assignd/schemas';
import { type DatabaseHandle, databaseIsUp } from '../db/client';

const tags = ['service'];

export function apiRoutes(
  scope: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    databaseMode: Health['database']['mode'];
    publicConfig: PublicConfig;
  },
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Whether the server and its database are up (503 when the database is not)',
        tags,
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await databaseIsUp(deps.database);
      const body: Health = {
        status: up ? 'ok' : 'unavailable',
        database: { state: up ? 'up' : 'down', mode: deps.databaseMode },
      };
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        summary: 'What the sign-in page offers (e-mail verification, social providers)',
        tags,
        response: { 200: publicConfigSchema },
      },
    },
    () => deps.publicConfig,
  );
}
