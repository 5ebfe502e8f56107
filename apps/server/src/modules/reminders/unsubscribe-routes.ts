import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleContext } from '../../platform/server-module';
import { type ReminderJobs, type ReminderRepositories, turnOffReminders } from './reminder-planner';
import { invalidLinkPage, unsubscribedPage, unsubscribePage } from './reminder-mail';
import { userOfUnsubscribeToken } from './unsubscribe-token';

// A token is a uuid, a dot and 43 characters of signature.
const querystring = z.object({ token: z.string().max(100) });
/** Both routes answer an HTML page: the result, or (404) that the link is not valid. */
const pageSchema = (summary: string) => ({
  summary,
  tags: ['reminders'],
  querystring,
  response: { 200: z.string(), 404: z.string() },
});
// RFC 8058's one-click post is a small form; its content is fixed and the token is in the URL.
const FORM_LIMIT = 4096;

/**
 * The unsubscribe link of reminder mails, outside the signed-in scope: the token is the proof.
 * GET only shows a button (mail scanners follow links); POST, the mail client's one-click or that
 * button, turns reminders off and drops what was planned.
 */
export function unsubscribeRoutes(
  scope: FastifyInstance,
  { store, config, jobs, clock }: ModuleContext<ReminderRepositories, ReminderJobs>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  scope.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/reminders/unsubscribe',
    {
      schema: pageSchema('The page of the unsubscribe link in reminder e-mails (text/html)'),
    },
    async (request, reply) => {
      const userId = userOfUnsubscribeToken(config.authSecret, request.query.token);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!userId) return reply.status(404).send(invalidLinkPage());
      return unsubscribePage(`/api/reminders/unsubscribe?token=${request.query.token}`);
    },
  );

  app.post(
    '/api/reminders/unsubscribe',
    {
      // Mail clients post from no page of ours; the signed token proves the link was ours.
      config: { signedBySender: true },
      schema: pageSchema('One-click unsubscribe (RFC 8058): turns reminders off (text/html)'),
    },
    async (request, reply) => {
      const userId = userOfUnsubscribeToken(config.authSecret, request.query.token);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!userId) return reply.status(404).send(invalidLinkPage());
      await turnOffReminders(store, jobs, clock, userId);
      request.log.info(`Reminders turned off by the unsubscribe link of ${userId}`);
      return unsubscribedPage(config.publicUrl);
    },
  );
}
