import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { SessionRepository } from './session-repository';

/** What a module moves from a replaced session to its successor (ServerModule.sessionReplaced). */
export type SessionReplacedPart = (db: Database, from: string, to: string) => Promise<void>;

interface SessionRow {
  id: string;
  userId: string;
}

/**
 * Better Auth's session hooks. An ended session is announced, so every server process closes its
 * sockets (realtime/realtime.ts). A session ended by the request that made its successor is
 * replaced, not ended: turning two-factor on or off rotates the session, and announcing the old
 * one would sign the student's own tab out before the answer with the new cookie arrives. What
 * belonged to the old session (the modules' sessionReplaced parts) moves to the new one, and its
 * sockets are closed by their periodic session check, after which the tab dials again with the
 * new cookie.
 */
export function sessionHooks(
  db: Database,
  sessionRows: SessionRepository,
  logger: FastifyBaseLogger,
  sessionReplacedParts: readonly SessionReplacedPart[],
) {
  // Per request (Better Auth's endpoint context), the session it made for each user.
  const made = new WeakMap<object, Map<string, string>>();
  const successorOf = (session: SessionRow, context: object | null | undefined) => {
    const successor = context ? made.get(context)?.get(session.userId) : undefined;
    return successor !== session.id ? successor : undefined;
  };
  return {
    create: {
      after: (session: SessionRow, context: object | null | undefined) => {
        if (!context) return Promise.resolve();
        const byUser = made.get(context) ?? new Map<string, string>();
        byUser.set(session.userId, session.id);
        made.set(context, byUser);
        return Promise.resolve();
      },
    },
    delete: {
      before: async (session: SessionRow, context: object | null | undefined) => {
        const successor = successorOf(session, context);
        if (!successor) return;
        for (const moveTo of sessionReplacedParts) await moveTo(db, session.id, successor);
      },
      // Sign-out, revocation and a password reset come through here (a deleted account's
      // sessions go by cascade and are announced by services/account-deletion.ts).
      after: async (session: SessionRow, context: object | null | undefined) => {
        if (successorOf(session, context)) return;
        try {
          await sessionRows.publishEnded(session.id);
        } catch (error) {
          // The sign-out itself stands; the sockets' periodic session check closes them later.
          logger.warn({ err: error }, 'Realtime: could not announce an ended session');
        }
      },
    },
  };
}
