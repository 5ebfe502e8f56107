import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { addressBucket } from '../auth/address-bucket';
import { type Auth, CLIENT_IP_HEADER } from '../auth/auth';
import { checkAuthBody, checkRedirectTargets } from '../auth/auth-bodies';
import { AUTH_BASE_PATH, authPath, routePattern } from '../auth/auth-path';
import { notFound, tooManyAttempts } from '../lib/http';

const SIGN_OUT = `${AUTH_BASE_PATH}/sign-out`;
const RESET_REQUEST = `${AUTH_BASE_PATH}/request-password-reset`;
// Longer than the reset request takes either way, so its time does not tell whether the account exists.
const RESET_ANSWER_FLOOR_MS = 100;

/** Every POST route Better Auth serves, with its base path (":name" stands for one segment). */
function postRoutes(auth: Auth): string[] {
  return Object.values(auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
    const methods = [options?.method].flat();
    return path && methods.includes('POST') ? [AUTH_BASE_PATH + path] : [];
  });
}

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; rateLimitMax: number },
) {
  const { auth } = options;
  const routes = postRoutes(auth);
  const paths = new WeakMap<FastifyRequest, { exact: boolean; bucket: string }>();
  // Read once per request, so the limiter and the bridge cannot disagree about a path. The bucket
  // is its route however the path was spelled, and one shared bucket for paths Better Auth does
  // not serve, so made-up paths cannot crowd out real counts.
  const pathOf = (request: FastifyRequest) => {
    let known = paths.get(request);
    if (!known) {
      const path = authPath(request.url);
      const bucket = (path && routePattern(path.canonical, routes)) ?? 'unknown';
      known = { exact: path?.exact ?? false, bucket };
      paths.set(request, known);
    }
    return known;
  };
  await app.register(rateLimit, { global: false });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: {
      rateLimit: {
        max: options.rateLimitMax,
        timeWindow: '1 minute',
        // request.ip honours TRUST_PROXY: a forged X-Forwarded-For from an untrusted peer is ignored.
        keyGenerator: (request) => `${addressBucket(request.ip)} ${pathOf(request).bucket}`,
        allowList: (request) => request.method !== 'POST' || pathOf(request).bucket === SIGN_OUT,
        errorResponseBuilder: tooManyAttempts,
      },
    },
    async handler(request, reply) {
      // The URL built below resolves dot segments and escapes, so a path spelled any other way than
      // the one the limiter counts could reach a handler uncounted.
      const { exact, bucket } = pathOf(request);
      if (!exact) throw notFound();
      checkRedirectTargets(request.query);
      if (request.method === 'POST') checkAuthBody(bucket, request.body);
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const body =
        request.method === 'GET' || request.body === undefined
          ? undefined
          : JSON.stringify(request.body);
      const response = await auth.handler(
        new Request(url, { method: request.method, headers, body }),
      );
      if (request.method === 'POST' && bucket === RESET_REQUEST) {
        const wait = RESET_ANSWER_FLOOR_MS - reply.elapsedTime;
        if (wait > 0) await sleep(wait);
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') void reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) void reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
