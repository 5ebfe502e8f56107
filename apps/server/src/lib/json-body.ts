import {
  formatJsonPath,
  JSON_DEPTH_MAX,
  jsonProblem,
  type JsonPath,
  jsonTextProblem,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http';

// A full rotating schedule, the largest body a route takes, holds ~3,000 values.
const TEXT_LIMITS = { maxTokens: 20_000, maxDepth: JSON_DEPTH_MAX };

/** A 400 naming where in the body the problem is ('assignments.3.title: ...'). */
function jsonBodyError(path: JsonPath, message: string): HttpError {
  const field = formatJsonPath(path);
  return field ? new HttpError(400, `${field}: ${message}`, field) : new HttpError(400, message);
}

/** JSON.parse, with a syntax error answered as the 400 it is. */
function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its JSON text itself (a restore reads a large file a few rows at a time). */
    rawJsonBody?: boolean;
  }
}

/**
 * Every JSON body, /api/auth included, is read here and guarded (json-guard in the schemas
 * package) before a route, a schema or Better Auth sees it.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    // Bodyless POSTs such as sign-out arrive with a JSON content type and no content.
    if (text === '') return done(null, undefined);
    if (request.routeOptions.config.rawJsonBody) return done(null, text);
    try {
      const costly = jsonTextProblem(text, TEXT_LIMITS);
      if (costly) throw jsonBodyError(costly.path, costly.message);
      const value = parseJsonText(text);
      const problem = jsonProblem(value);
      if (problem) throw jsonBodyError(problem.path, problem.message);
      done(null, value);
    } catch (error) {
      done(error as HttpError, undefined);
    }
  });
}
