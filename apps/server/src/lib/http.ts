import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, 'Not found');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id from the path; anything that is not a uuid cannot name a row, so it is a 404. */
export function pathId(params: unknown): string {
  const id =
    params !== null && typeof params === 'object' && 'id' in params ? params.id : undefined;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  return id;
}

/** The field a zod failure is about (an unknown key names itself) and what to say about it. */
export function describeIssue(error: z.ZodError): { field: string | undefined; message: string } {
  const issue = error.issues[0];
  const path = issue?.path.join('.') || undefined;
  if (issue?.code === 'unrecognized_keys') {
    const keys = issue.keys.join(', ');
    const field = path ? `${path}.${keys}` : keys;
    return { field, message: `${field}: Unknown field` };
  }
  const message = issue?.message ?? 'Invalid request';
  return { field: path, message: path ? `${path}: ${message}` : message };
}

/** Parses with a shared zod schema; a failure becomes a 400 naming the first wrong field. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { field, message } = describeIssue(result.error);
  throw new HttpError(400, message, field);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        error: error.message,
        ...(error.field ? { field: error.field } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ error: 'Request body is too large' });
    if (status >= 400 && status < 500) {
      const field = error.validation?.[0]?.instancePath.replace(/^\//, '') || undefined;
      return reply.status(status).send({ error: error.message, ...(field ? { field } : {}) });
    }
    request.log.error(error);
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}
