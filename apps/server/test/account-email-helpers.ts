import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users, verifications } from '../src/db/schema';
import { emailChangeIdentifier } from '../src/modules/account/account-email';
import { linkIn, startFakeSmtp, type ReceivedMail } from './fake-smtp';
import { Browser, createTestApp, newUser, signUp, type TestApp } from './helpers';

/**
 * A test app mailing through a fake SMTP server, made before the file's tests and closed after
 * them, with the steps of changing an e-mail. `app()` and `smtp()` answer once beforeAll has run.
 */
export function emailChangeTestKit() {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof startFakeSmtp>>;

  beforeAll(async () => {
    server = await startFakeSmtp();
    t = await createTestApp({ SMTP_URL: server.url });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const PASSWORD = 'correct-horse';
  const freshAddress = () => `new.${randomBytes(4).toString('hex')}@example.com`;

  /** The first mail to this address whose subject is this. */
  const mailTo = (to: string, subject: string): Promise<ReceivedMail> =>
    server.waitFor((mail) => mail.to.includes(to) && mail.data.includes(`Subject: ${subject}`));

  /** The path and query of the link in a mail, to request from the test app. */
  function pathOf(mail: ReceivedMail): string {
    const link = new URL(linkIn(mail.data));
    return link.pathname + link.search;
  }

  function signIn(email: string, password = PASSWORD) {
    return new Browser(t.app).post('/api/auth/sign-in/email', { email, password });
  }

  /** A student who confirmed their sign-up mail and signed in, with a browser holding the session. */
  async function verifiedStudent() {
    const user = newUser();
    await signUp(new Browser(t.app), user);
    const verify = await mailTo(user.email, 'Confirm your e-mail for Assignd');
    expect((await new Browser(t.app).get(pathOf(verify))).status).toBeLessThan(400);
    const browser = new Browser(t.app);
    expect((await browser.post('/api/auth/sign-in/email', user)).status).toBe(200);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email));
    return { browser, email: user.email, userId: row!.id };
  }

  async function emailOf(userId: string) {
    const [row] = await t.database.db
      .select({ email: users.email, verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /** The stored values of the student's pending e-mail changes ("<hash> <address> <layout> …"). */
  async function pendingOf(userId: string) {
    const rows = await t.database.db
      .select({ value: verifications.value })
      .from(verifications)
      .where(eq(verifications.identifier, emailChangeIdentifier(userId)));
    return rows.map((row) => row.value);
  }

  /** Asks for the change and answers the path of the link mailed for it. */
  async function requestAndConfirm(
    who: Awaited<ReturnType<typeof verifiedStudent>>,
    newEmail: string,
    extra: Record<string, string> = {},
  ) {
    const reply = await who.browser.post('/api/account/email', {
      newEmail,
      password: PASSWORD,
      ...extra,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);
    return pathOf(await mailTo(newEmail, 'Confirm your new e-mail for Assignd'));
  }

  return {
    app: () => t,
    smtp: () => server,
    PASSWORD,
    freshAddress,
    mailTo,
    pathOf,
    signIn,
    verifiedStudent,
    emailOf,
    pendingOf,
    requestAndConfirm,
  };
}
