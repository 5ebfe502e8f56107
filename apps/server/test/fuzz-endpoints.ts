import {
  backupFileSchema,
  createAssignmentSchema,
  createClassSchema,
  createEventSchema,
  createFocusSessionSchema,
  focusRangeQuerySchema,
  listQuerySchema,
  scheduleSchema,
  signUpSchema,
  updateAssignmentSchema,
  updateClassSchema,
  updateEventSchema,
  updatePreferencesSchema,
  updateProfileSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { createAuth, type Auth } from '../src/auth/auth';
import { openAuthRoutes } from '../src/auth/open-routes';
import { profileRepository } from '../src/modules/profile/profile-repository';
import { profileService } from '../src/modules/profile/profile-service';
import { NO_FOLLOWERS } from '../src/platform/change-repository';
import type { TestApp } from './helpers';

export type Schema = z.core.$ZodType;

/**
 * Better Auth as the app builds it, over the app's database and with a mailer that sends nothing:
 * its endpoints are the ones the app serves.
 */
export function authOf(t: TestApp): Auth {
  return createAuth({
    config: t.config,
    db: t.database.db,
    mailer: { delivers: false, send: async () => {} },
    profiles: profileService(profileRepository(t.database.db, NO_FOLLOWERS)),
    sessionReplacedParts: [],
    logger: t.app.log,
  });
}

export interface Route {
  method: string;
  url: string;
}

/**
 * Every route Fastify registered, read from printRoutes' radix tree: each line is one segment
 * below the line it is indented under, so a route added anywhere is fuzzed without a list here.
 */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = url;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // HEAD is Fastify's automatic twin of GET: the same handler, already fuzzed as GET.
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

export interface Endpoint extends Route {
  bodySchemas: Schema[];
  querySchema?: Schema;
}

interface AuthEndpoint {
  path?: string;
  options?: {
    method?: string | string[];
    body?: Schema;
    query?: Schema;
    metadata?: { SERVER_ONLY?: boolean };
  };
}

/** The open Better Auth endpoints behind the /api/auth/* wildcard, with the schemas they check. */
function authEndpoints(auth: Auth, base: string, methods: string[]): Endpoint[] {
  return Object.values(auth.api as unknown as Record<string, AuthEndpoint>).flatMap((endpoint) => {
    const { path, options } = endpoint;
    if (!path || !options || options.metadata?.SERVER_ONLY) return [];
    const own = [options.method ?? []]
      .flat()
      .filter((method) => methods.includes(method) && openAuthRoutes(method).includes(base + path));
    return own.map((method) => ({
      method,
      url: base + path,
      bodySchemas: options.body ? [options.body] : [],
      querySchema: options.query,
    }));
  });
}

/** Our routes parse their bodies inside the handler, so their schemas are named here. */
const BODY_SCHEMAS: Record<string, Schema[]> = {
  'POST /api/assignments': [createAssignmentSchema],
  'PATCH /api/assignments/:id': [updateAssignmentSchema],
  'POST /api/classes': [createClassSchema],
  'PATCH /api/classes/:id': [updateClassSchema],
  'POST /api/events': [createEventSchema],
  'PATCH /api/events/:id': [updateEventSchema],
  'POST /api/focus-sessions': [createFocusSessionSchema],
  'PATCH /api/profile': [updateProfileSchema],
  'PATCH /api/preferences': [updatePreferencesSchema],
  'PUT /api/schedule': [scheduleSchema],
  'POST /api/backup': [backupFileSchema],
  // Fields our sign-up reads besides Better Auth's own.
  'POST /api/auth/sign-up/email': [signUpSchema],
};

/** The same for the query strings our routes parse. */
const QUERY_SCHEMAS: Record<string, Schema> = {
  'GET /api/assignments': listQuerySchema,
  'GET /api/classes': listQuerySchema,
  'GET /api/events': listQuerySchema,
  'GET /api/focus-sessions': focusRangeQuerySchema,
};

/** What to fuzz: every registered route, the /api/auth/* wildcard also as each Better Auth endpoint. */
export function endpointsOf(app: FastifyInstance, auth: Auth): Endpoint[] {
  return registeredRoutes(app).flatMap((route) => {
    const extra = BODY_SCHEMAS[`${route.method} ${route.url}`] ?? [];
    if (route.url.endsWith('/*') && route.url.startsWith('/api/auth/')) {
      const expanded = authEndpoints(auth, route.url.slice(0, -2), [route.method]).map(
        (endpoint) => ({
          ...endpoint,
          bodySchemas: [
            ...endpoint.bodySchemas,
            ...(BODY_SCHEMAS[`${endpoint.method} ${endpoint.url}`] ?? []),
          ],
        }),
      );
      return [{ ...route, bodySchemas: [] }, ...expanded];
    }
    return [
      { ...route, bodySchemas: extra, querySchema: QUERY_SCHEMAS[`${route.method} ${route.url}`] },
    ];
  });
}
