import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { addressBucket } from '../auth/address-bucket';
import { type Auth, CLIENT_IP_HEADER } from '../auth/auth';
import { checkAuthBody, checkRedirectTargets } from '../auth/auth-bodies';
import { AUTH_BASE_PATH, authPath, routePattern } from '../auth/auth-path';
import { openAuthRoutes } from '../auth/open-routes';
import type { SessionRepository } from '../auth/session-repository';
import { signOutFallback } from '../auth/sign-out-fallback';
import { HttpError, notFound, tooManyAttempts } from '../lib/http';

const SIGN_OUT = `${AUTH_BASE_PATH}/sign-out`;
const UNKNOWN = 'unknown';
const RESET_REQUEST = `${AUTH_BASE_PATH}/request-password-reset`;
// Longer than the reset request takes either way, so its time does not tell whether the account exists.
const RESET_ANSWER_FLOOR_MS = 100;
const CALLBACK = `${AUTH_BASE_PATH}/callback/:id`;
const FORM = 'application/x-www-form-urlencoded';
// Apple's form_post answer to a sign-in (code, state, an ID token and a little JSON) is about 3 kB.
const FORM_LIMIT = 16 * 1024;

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; sessions: SessionRepository; rateLimitMax: number },
) {
  const { auth } = options;
  const fallback = signOutFallback(options.sessions, app.log);
  app.addHook('onClose', () => fallback.close());
  const paths = new WeakMap<FastifyRequest, { exact: boolean; bucket: string }>();
  // Read once per request, so the limiter and the bridge cannot disagree about a path. The bucket
  // is its open route however the path was spelled, and one shared bucket for every other path,
  // so made-up or closed paths cannot crowd out real counts.
  const pathOf = (request: FastifyRequest) => {
    let known = paths.get(request);
    if (!known) {
      const path = authPath(request.url);
      const bucket =
        (path && routePattern(path.canonical, openAuthRoutes(request.method))) ?? UNKNOWN;
      known = { exact: path?.exact ?? false, bucket };
      paths.set(request, known);
    }
    return known;
  };
  await app.register(rateLimit, { global: false });
  // A sign-out the database could not complete still signs this browser out (also when the outage
  // answered before the route ran): nobody stays signed in on a shared computer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method === 'POST' &&
      reply.statusCode >= 500 &&
      pathOf(request).bucket === SIGN_OUT
    ) {
      const expired = fallback.failed(request.headers.cookie);
      if (expired.length > 0) void reply.header('set-cookie', expired);
    }
    return payload;
  });
  // Apple answers a sign-in by posting a form to the callback; every other auth route takes JSON.
  app.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

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
      if (!exact || bucket === UNKNOWN) throw notFound();
      checkRedirectTargets(request.query);
      const form =
        request.method === 'POST' &&
        request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === FORM;
      if (form && bucket !== CALLBACK) {
        throw new HttpError(415, `Expected application/json, not ${FORM}`);
      }
      if (request.method === 'POST') checkAuthBody(bucket, request.body);
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const body =
        request.method === 'GET' || request.body === undefined
          ? undefined
          : form
            ? new URLSearchParams(request.body as Record<string, string>).toString()
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
