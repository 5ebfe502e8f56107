import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  backupExportSchema,
  backupFileSchema,
  errorSchema,
  noContentSchema,
  restoreSummarySchema,
} from '@assignd/schemas';
import { INVALID_BACKUP, readBackup } from '../lib/backup-reader';
import { HttpError } from '../lib/http';
import { HEAVY_ERRORS, WRITE_ERRORS } from '../openapi/route-errors';
import type { UserGate } from '../lib/user-gate';
import { originOf } from '../realtime/changes';
import type { DataService } from './data-service';
import { requireBackupWithinQuotas } from '../platform/quotas';

// A few years of a student's planner is well under this; other routes keep the 1 MiB limit.
const BACKUP_BODY_LIMIT = 10 * 1024 * 1024;

const tags = ['data'];

export function dataRoutes(scope: FastifyInstance, deps: { gate: UserGate; data: DataService }) {
  const { gate, data } = deps;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/backup',
    {
      config: { heavy: true },
      schema: {
        summary: 'Download the whole planner as a backup file',
        tags,
        response: { 200: backupExportSchema, ...HEAVY_ERRORS },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const backup = await gate.run(request, reply, user.id, () => data.exportAll(user.id));
      const stamp = backup.exportDate.replace(/[:.]/g, '-');
      return reply
        .header('content-disposition', `attachment; filename="assignd-backup-${stamp}.json"`)
        .header('cache-control', 'no-store')
        .send(backup);
    },
  );

  app.post(
    '/api/backup',
    {
      bodyLimit: BACKUP_BODY_LIMIT,
      config: { rawJsonBody: true, heavy: true },
      schema: {
        summary: 'Restore a backup file (ours or the original product’s); all or nothing',
        tags,
        body: backupFileSchema,
        response: {
          200: restoreSummarySchema,
          409: errorSchema,
          ...WRITE_ERRORS,
          ...HEAVY_ERRORS,
        },
      },
      // The body arrives as JSON text for readBackup, which checks it against the same schema a
      // few rows at a time; the schema above documents it.
      validatorCompiler: () => (text: unknown) => ({ value: text }),
      // A file that is not JSON at all is as much "not a backup" as JSON of the wrong shape.
      errorHandler(error: FastifyError, _request, reply) {
        if (error.statusCode === 400 && !(error instanceof HttpError)) {
          void reply.status(400).send({ error: INVALID_BACKUP });
          return;
        }
        throw error;
      },
    },
    async (request, reply) => {
      const { user } = request;
      const text: unknown = request.body;
      if (typeof text !== 'string') throw new HttpError(400, INVALID_BACKUP);
      return gate.run(request, reply, user.id, async () => {
        const file = await readBackup(text);
        requireBackupWithinQuotas(file);
        return data.restore(user.id, file, originOf(request.headers));
      });
    },
  );

  app.delete(
    '/api/data',
    {
      config: { heavy: true },
      schema: {
        summary: 'Clear every planner row of the student',
        tags,
        response: { 204: noContentSchema, ...WRITE_ERRORS, ...HEAVY_ERRORS },
      },
    },
    async (request, reply) => {
      const { user } = request;
      await gate.run(request, reply, user.id, () =>
        data.clearAll(user.id, originOf(request.headers)),
      );
      return reply.status(204).send(null);
    },
  );
}
