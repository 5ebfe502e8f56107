import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, htmlPage } from '../../mail/html';
import type { EmailChangeService } from './account-email';

const tags = ['account'];
// "<user id>.<secret>": 36 characters, a dot and 43.
const querystring = z.object({ token: z.string().max(100) });
// The confirm button's form is empty; the token is in the URL.
const FORM_LIMIT = 1024;

function confirmPage(action: string, newEmail: string): string {
  return htmlPage(
    'Confirm your new e-mail',
    `<h1 style="font-size:20px">Use ${escapeHtml(newEmail)} for Assignd?</h1>` +
      `<p>You will sign in with this address from now on.</p>` +
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">Confirm my new e-mail</button></form>`,
  );
}

function invalidLinkPage(): string {
  return htmlPage(
    'Link not valid',
    `<h1 style="font-size:20px">This link is not valid or has expired</h1>` +
      `<p>Your e-mail has not changed. Ask for a new link in Assignd's Settings.</p>`,
  );
}

/**
 * The link of the change-email mail, outside the signed-in scope (it may be opened on another
 * device): the token is the proof. GET only shows a button, since mail scanners follow links;
 * its POST changes the address and opens Settings, which then shows the new one.
 */
export function emailConfirmRoutes(scope: FastifyInstance, deps: { emails: EmailChangeService }) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/account/email/confirm',
    {
      schema: {
        summary: 'The page of the link in the change-email mail (text/html)',
        tags,
        querystring,
        response: { 200: z.string(), 404: z.string() },
      },
    },
    async (request, reply) => {
      const newEmail = await deps.emails.pending(request.query.token);
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!newEmail) return reply.status(404).send(invalidLinkPage());
      const action = `/api/account/email/confirm?token=${encodeURIComponent(request.query.token)}`;
      return confirmPage(action, newEmail);
    },
  );

  app.post(
    '/api/account/email/confirm',
    {
      schema: {
        summary: 'Changes the e-mail to the one the link was sent to, then opens Settings',
        tags,
        querystring,
        response: { 302: z.undefined(), 404: z.string() },
      },
    },
    async (request, reply) => {
      const settingsPath = await deps.emails.confirm(request.query.token);
      if (!settingsPath) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(invalidLinkPage());
      }
      return reply.redirect(settingsPath);
    },
  );
}
