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

/** Parses with a shared zod schema; a failure becomes a 400 naming the first wrong field. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const keys = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : undefined;
  const message = keys ? `Unknown field: ${keys}` : (issue?.message ?? 'Invalid request');
  throw new HttpError(400, field ? `${field}: ${message}` : message, keys ?? field);
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
