import type { IncomingHttpHeaders } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { type Auth, CLIENT_IP_HEADER } from '../auth/auth';
import { HttpError } from '../lib/http';

// Endpoints that guess passwords or send mail: limited per client address.
const LIMITED = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/send-verification-email',
]);

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export function sessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | undefined> {
  return sessionUserOf(auth, request.headers);
}

/** The user of the session these headers carry; realtime asks again later with a socket's cookie. */
export async function sessionUserOf(
  auth: Auth,
  headers: IncomingHttpHeaders,
): Promise<SessionUser | undefined> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!session) return undefined;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await sessionUser(auth, request);
  if (!user) throw new HttpError(401, 'Not signed in');
  return user;
}

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: Auth; rateLimitMax: number },
) {
  const { auth } = options;
  await app.register(rateLimit, { global: false });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: {
      rateLimit: {
        max: options.rateLimitMax,
        timeWindow: '1 minute',
        // request.ip honours TRUST_PROXY: a forged X-Forwarded-For from an untrusted peer is ignored.
        keyGenerator: (request) => request.ip,
        allowList: (request) =>
          request.method !== 'POST' || !LIMITED.has(request.url.split('?')[0] ?? ''),
        errorResponseBuilder: (_request, context) =>
          new HttpError(
            429,
            `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
          ),
      },
    },
    async handler(request, reply) {
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
