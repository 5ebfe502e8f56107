import type { FastifyInstance } from 'fastify';
import type { Health, PublicConfig } from '@assignd/schemas';
import type { Auth } from '../auth/auth';
import type { DatabaseHandle } from '../db/client';
import { databaseIsUp } from '../db/client';
import { notFound } from '../lib/http';
import type { ProfileService } from '../services/profile-service';
import { requireUser } from './auth';

export function apiRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    database: DatabaseHandle;
    databaseMode: Health['database']['mode'];
    profiles: ProfileService;
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

  app.get('/api/profile', async (request) => {
    const user = await requireUser(deps.auth, request);
    const profile = await deps.profiles.get(user.id);
    if (!profile) throw notFound();
    return profile;
  });
}
