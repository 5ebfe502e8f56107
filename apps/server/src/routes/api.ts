import type { FastifyInstance } from 'fastify';
import type { Health, PublicConfig } from '@assignd/schemas';
import type { DatabaseHandle } from '../db/client';
import { databaseIsUp } from '../db/client';

export function apiRoutes(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    databaseMode: Health['database']['mode'];
    publicConfig: PublicConfig;
  },
) {
  app.get('/api/health', async (_request, reply) => {
    const up = await databaseIsUp(deps.database.pool);
    const body: Health = {
      status: up ? 'ok' : 'unavailable',
      database: { state: up ? 'up' : 'down', mode: deps.databaseMode },
    };
    return reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get('/api/config', () => deps.publicConfig);
}
