import { backupFileSchema } from '@assignd/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { describeIssue, HttpError } from '../lib/http';
import { originOf } from '../realtime/changes';
import type { DataService } from '../services/data-service';
import { requireUser } from './auth';

const INVALID_BACKUP = 'Invalid backup file format';
// A few years of a student's planner is well under this; other routes keep the 1 MiB limit.
const BACKUP_BODY_LIMIT = 10 * 1024 * 1024;

export function dataRoutes(app: FastifyInstance, deps: { auth: Auth; data: DataService }) {
  const { auth, data } = deps;

  app.get('/api/backup', async (request, reply) => {
    const user = await requireUser(auth, request);
    const backup = await data.exportAll(user.id);
    const stamp = backup.exportDate.replace(/[:.]/g, '-');
    return reply
      .header('content-disposition', `attachment; filename="assignd-backup-${stamp}.json"`)
      .header('cache-control', 'no-store')
      .send(backup);
  });

  app.post(
    '/api/backup',
    {
      bodyLimit: BACKUP_BODY_LIMIT,
      // A file that is not JSON at all is as much "not a backup" as JSON of the wrong shape.
      errorHandler(error: FastifyError, _request, reply) {
        if (error.statusCode === 400 && !(error instanceof HttpError)) {
          void reply.status(400).send({ error: INVALID_BACKUP });
          return;
        }
        throw error;
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const result = backupFileSchema.safeParse(request.body);
      if (!result.success) {
        throw new HttpError(400, INVALID_BACKUP, describeIssue(result.error).field);
      }
      return data.restore(user.id, result.data, originOf(request.headers));
    },
  );

  app.delete('/api/data', async (request, reply) => {
    const user = await requireUser(auth, request);
    await data.clearAll(user.id, originOf(request.headers));
    return reply.status(204).send();
  });
}
