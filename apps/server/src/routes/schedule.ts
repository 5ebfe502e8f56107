import { scheduleSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { parse } from '../lib/http';
import { originOf } from '../realtime/changes';
import type { ScheduleService } from '../services/schedule-service';
import { requireUser } from './auth';

export function scheduleRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; schedules: ScheduleService },
) {
  const { auth, schedules } = deps;

  app.get('/api/schedule', async (request) => {
    const user = await requireUser(auth, request);
    return schedules.get(user.id);
  });

  app.put('/api/schedule', async (request) => {
    const user = await requireUser(auth, request);
    return schedules.save(user.id, parse(scheduleSchema, request.body), originOf(request.headers));
  });

  app.delete('/api/schedule', async (request, reply) => {
    const user = await requireUser(auth, request);
    await schedules.remove(user.id, originOf(request.headers));
    return reply.status(204).send();
  });
}
