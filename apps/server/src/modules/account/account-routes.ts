import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  endedSessionsSchema,
  errorSchema,
  noContentSchema,
  pendingEmailChangeSchema,
  signedInDevicesSchema,
  signInMethodsSchema,
} from '@assignd/schemas';
import { addressBucket } from '../../auth/address-bucket';
import type { Auth } from '../../auth/auth';
import { pathId, tooManyAttempts } from '../../lib/http';
import { rowParams, SIGNED_IN_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import { deleteAccount } from './account-deletion';
import type { EmailChangeService } from './account-email';
import { changePassword } from './account-password';
import type { SessionRepository } from '../../auth/session-repository';
import type { AccountService } from './account-service';

const tags = ['account'];

/** AUTH_RATE_LIMIT password checks a minute per client address, counted per route. */
function passwordChecks(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${addressBucket(request.ip)} password-check`,
    errorResponseBuilder: tooManyAttempts,
  };
}

export function accountRoutes(
  scope: FastifyInstance,
  deps: {
    account: AccountService;
    auth: Auth;
    sessions: SessionRepository;
    rateLimitMax: number;
    emails: EmailChangeService;
    deletion: Omit<Parameters<typeof deleteAccount>[0], 'log'>;
  },
) {
  const { account, auth, sessions } = deps;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/account/sessions',
    {
      schema: {
        summary: "The student's signed-in devices, this one first (never their tokens)",
        tags,
        response: { 200: signedInDevicesSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await account.devices(request.user.id, request.currentSession.id)),
  );

  app.get(
    '/api/account/sign-in-methods',
    {
      schema: {
        summary: 'Whether the student has a password, and the providers they sign in with',
        tags,
        response: { 200: signInMethodsSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await account.signInMethods(request.user.id)),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        summary: 'Sign out one device: its session ends and its realtime sockets close',
        tags,
        params: rowParams,
        response: { 204: noContentSchema, 404: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await account.signOutDevice(request.user.id, pathId(request.params));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    {
      schema: {
        summary: 'Sign out every device but this one',
        tags,
        response: { 200: endedSessionsSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => account.signOutOtherDevices(request.user.id, request.currentSession.id),
  );

  app.get(
    '/api/account/email-change',
    {
      schema: {
        summary:
          'The change of e-mail waiting for its link to be opened (a taken address shows the same), or null',
        tags,
        response: { 200: pendingEmailChangeSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send({ pending: await deps.emails.pendingFor(request.user.id) }),
  );

  app.delete(
    '/api/account/email-change',
    {
      schema: {
        summary: 'Cancel the pending change of e-mail: its link stops working',
        tags,
        response: { 204: noContentSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await deps.emails.cancel(request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/email-change/resend',
    {
      schema: {
        summary:
          'Mail a new link for the pending change, good for another hour (the earlier link stops working); twice in 15 minutes',
        tags,
        response: { 204: noContentSchema, 404: errorSchema, 429: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await deps.emails.resend(request.user.id);
      return reply.status(204).send(null);
    },
  );

  // Password checks are limited per address like sign-in (AUTH_RATE_LIMIT a minute, each route
  // counting its own), or a stolen session could guess the password here without a limit.
  void scope.register(async (limited) => {
    await limited.register(rateLimit, { global: false });
    const typed = limited.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/account/password',
      {
        config: {
          rateLimit: passwordChecks(deps.rateLimitMax),
        },
        schema: {
          summary: 'Change the password with the current one; every other device is signed out',
          tags,
          body: changePasswordSchema,
          response: { 204: noContentSchema, 429: errorSchema, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        await changePassword(
          { auth, sessions },
          {
            userId: request.user.id,
            sessionId: request.currentSession.id,
            headers: fromNodeHeaders(request.headers),
          },
          request.body,
        );
        return reply.status(204).send(null);
      },
    );

    typed.post(
      '/api/account/email',
      {
        config: {
          rateLimit: passwordChecks(deps.rateLimitMax),
        },
        schema: {
          summary:
            'Ask to change the e-mail, with the password (or a sign-in of the last 10 minutes without one): a link goes to the new address, which changes when it is opened. A taken address is answered the same and gets no mail',
          tags,
          body: changeEmailSchema,
          response: { 204: noContentSchema, 429: errorSchema, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        await deps.emails.request(
          {
            userId: request.user.id,
            email: request.user.email,
            sessionCreatedAt: request.currentSession.createdAt,
          },
          request.body,
        );
        return reply.status(204).send(null);
      },
    );

    typed.post(
      '/api/account/delete',
      {
        config: {
          rateLimit: passwordChecks(deps.rateLimitMax),
        },
        schema: {
          summary:
            'Delete the account and everything in it, with the password (or a sign-in of the last 10 minutes without one)',
          tags,
          body: deleteAccountSchema,
          response: { 204: noContentSchema, 429: errorSchema, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        await deleteAccount(
          { ...deps.deletion, log: (err, message) => request.log.error({ err }, message) },
          {
            userId: request.user.id,
            email: request.user.email,
            sessionCreatedAt: request.currentSession.createdAt,
          },
          request.body,
        );
        return reply.status(204).send(null);
      },
    );
  });
}
