import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { HttpError } from '../lib/http';
import type { UserGate } from '../lib/user-gate';
import type { Auth } from './auth';

interface SessionUser {
  id: string;
  email: string;
  name: string;
}

interface CurrentSession {
  id: string;
  /** When this session signed in: account deletion without a password wants a recent one. */
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in student; set before every handler of the signed-in scope, and only there. */
    user: SessionUser;
    /** The session this request came with; set alongside `user`. */
    currentSession: CurrentSession;
  }
  interface FastifyContextConfig {
    /** A heavy request: refused early while its student's gate lane is full (lib/user-gate.ts). */
    heavy?: boolean;
    /**
     * Where a browser without a session is sent instead of a 401: for pages a browser is sent to
     * from elsewhere (an OAuth provider's redirect), where a JSON error would be a dead end.
     */
    signedOutRedirect?: string;
  }
}

/**
 * Registers routes that need a signed-in student. The session is read once per request, after the
 * body is parsed (a body that is not JSON answers 400 first) and before the route's schemas check
 * it, so a missing session answers 401 before a body of the wrong shape answers 400.
 */
export function signedInScope(
  auth: Auth,
  gate: UserGate,
  register: (scope: FastifyInstance) => void,
): FastifyPluginCallback {
  return (scope, _options, done) => {
    // Every handler of this scope runs after the hook below has set it.
    scope.decorateRequest('user', null as unknown as SessionUser);
    scope.decorateRequest('currentSession', null as unknown as CurrentSession);
    // Before the session read: a flood of refused requests then costs no database read each.
    scope.addHook('preValidation', async (request, reply) => {
      if (request.routeOptions.config.heavy) await gate.refuseEarly(request, reply);
    });
    scope.addHook('preValidation', async (request, reply) => {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!session) {
        const to = request.routeOptions.config.signedOutRedirect;
        if (to) return reply.redirect(to);
        throw new HttpError(401, 'Not signed in');
      }
      const { id, email, name } = session.user;
      request.user = { id, email, name };
      request.currentSession = {
        id: session.session.id,
        createdAt: new Date(session.session.createdAt),
      };
    });
    register(scope);
    done();
  };
}
