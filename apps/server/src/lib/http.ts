import type { FastifyError, FastifyInstance, FastifyReply, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { type $ZodError, type $ZodType, safeParse } from 'zod/v4/core';
import {
  type Availability,
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseUnavailableError,
  RETRY_AFTER_SECONDS,
} from '../db/availability';

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

/** The 429 of every per-address limit on password and sign-in attempts. */
export const tooManyAttempts = (_request: unknown, context: { ttl: number }) =>
  new HttpError(
    429,
    `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
  );

/**
 * Input the route's schema has already checked and normalised (the validator compiler below runs
 * it before the handler). The type provider cannot name the output of a generic schema, so this
 * says it.
 */
export const checked = <S extends z.ZodType>(_schema: S, value: unknown) => value as z.output<S>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id from the path; anything that is not a uuid cannot name a row, so it is a 404. */
export function pathId(params: unknown): string {
  const id =
    params !== null && typeof params === 'object' && 'id' in params ? params.id : undefined;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound();
  return id;
}

/** The field a zod failure is about (an unknown key names itself) and what to say about it. */
export function describeIssue(error: $ZodError): { field: string | undefined; message: string } {
  const issue = error.issues[0];
  const path = issue?.path.join('.') || undefined;
  if (issue?.code === 'unrecognized_keys') {
    // The first is enough: a body of 100,000 unknown keys must not be echoed back whole.
    const key = issue.keys[0] ?? '';
    const field = path ? `${path}.${key}` : key;
    return { field, message: `${field}: Unknown field` };
  }
  const message = issue?.message ?? 'Invalid request';
  return { field: path, message: path ? `${path}: ${message}` : message };
}

/**
 * The answer to a refusal: `{ error }`, or `{ error, field }` when it is about one input field.
 * A field's `error` reads on its own in a toast or an API client's log (most start with the
 * field's name, "title: Please enter a title"); a form shows it under `field`, read from the
 * answer, never from the words. Some keep a wording of their own (a restore's 'Invalid backup
 * file format'), so the words are sent as given.
 */
export function errorBody(message: string, field?: string): { error: string; field?: string } {
  return field ? { error: message, field } : { error: message };
}

/** The 400 of a zod failure, naming the first wrong field. */
function inputError(error: $ZodError): HttpError {
  const { field, message } = describeIssue(error);
  return new HttpError(400, message, field);
}

/**
 * Checks a route's body, query and params with their zod schemas before the handler, answering a
 * failure with the same 400 as `parse` (Fastify keeps an HttpError as it is).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data);
    return result.success ? { value: result.data } : { error: inputError(result.error) };
  };

// pg-pool's words when every connection stayed busy for connectionTimeoutMillis: load, not a bug.
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';
// Better Auth drops the cause of a failed session read; the one it can have is the database's.
const SESSION_READ_FAILED = 'FAILED_TO_GET_SESSION';

function poolExhausted(error: unknown): boolean {
  const body: unknown = (error as { body?: unknown }).body;
  if (body && typeof body === 'object' && 'code' in body && body.code === SESSION_READ_FAILED) {
    return true;
  }
  // Drizzle wraps the driver's error in its own, a level or two deep.
  let cause = error;
  for (let depth = 0; depth < 4 && cause instanceof Error; depth += 1) {
    if (cause.message === POOL_TIMEOUT) return true;
    cause = cause.cause;
  }
  return false;
}

// Answered without touching the database, so they need not wait for it.
const NEEDS_NO_DATABASE = new Set(['/api/config', '/api/health']);

const unavailable = (reply: FastifyReply) =>
  reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ error: DATABASE_UNAVAILABLE_MESSAGE });

export function installErrorHandler(app: FastifyInstance, availability: Availability): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const known =
      !availability.up &&
      request.url.startsWith('/api/') &&
      !NEEDS_NO_DATABASE.has(request.url.split('?')[0] ?? '');
    done(known ? new DatabaseUnavailableError() : undefined);
  });

  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ error: 'Request body is too large' });
    if (status >= 400 && status < 500) {
      const field = error.validation?.[0]?.instancePath.replace(/^\//, '') || undefined;
      return reply.status(status).send(errorBody(error.message, field));
    }
    if (availability.noteError(error)) return unavailable(reply);
    // A failed session read looks the same whether the pool was busy or the database gone.
    if (poolExhausted(error) && (await availability.check())) {
      request.log.warn('every database connection stayed busy; answered 503');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ error: 'The server is busy. Please try again in a moment.' });
    }
    if (!availability.up) return unavailable(reply);
    request.log.error(error);
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });

  // Some failures arrive already wrapped in a 500 (better-auth answers its own errors), with the
  // cause gone: if the database does not answer a probe either, that 500 was the outage.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 500 || (availability.up && (await availability.check()))) {
      return payload;
    }
    reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    reply.header('content-type', 'application/json; charset=utf-8').removeHeader('content-length');
    return JSON.stringify({ error: DATABASE_UNAVAILABLE_MESSAGE });
  });
}
