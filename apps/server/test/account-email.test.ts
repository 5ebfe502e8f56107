import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../src/db/schema';
import { emailChangeIdentifier } from '../src/modules/account/account-email';
import { linkIn, startFakeSmtp, type ReceivedMail } from './fake-smtp';
import { appForBlock, Browser, createTestApp, newUser, signUp, type TestApp } from './helpers';
import { expectFieldError, makeGoogleOnly, signedInMinutesAgo, student } from './planner-helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PASSWORD = 'correct-horse';
const freshAddress = () => `new.${randomBytes(4).toString('hex')}@example.com`;

/** The first mail to this address whose subject is this. */
const mailTo = (to: string, subject: string): Promise<ReceivedMail> =>
  smtp.waitFor((mail) => mail.to.includes(to) && mail.data.includes(`Subject: ${subject}`));

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

/** The stored values of the student's pending e-mail changes ("<hash> <address> <layout>"). */
async function pendingOf(userId: string) {
  const rows = await t.database.db
    .select({ value: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, emailChangeIdentifier(userId)));
  return rows.map((row) => row.value);
}

/** Asks for the change and follows the mailed link: the GET page, then its button's POST. */
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

describe('changing the e-mail', () => {
  it('refuses a wrong or missing password and a bad address, naming the field', async () => {
    const maya = await verifiedStudent();
    const newEmail = freshAddress();
    expectFieldError(
      await maya.browser.post('/api/account/email', { newEmail, password: 'not-it' }),
      'password',
      'Password is incorrect',
    );
    expectFieldError(await maya.browser.post('/api/account/email', { newEmail }), 'password');
    expectFieldError(
      await maya.browser.post('/api/account/email', { newEmail: 'nope', password: PASSWORD }),
      'newEmail',
    );
    expectFieldError(
      await maya.browser.post('/api/account/email', {
        newEmail: `${'a'.repeat(250)}@example.com`,
        password: PASSWORD,
      }),
      'newEmail',
    );
    expectFieldError(
      await maya.browser.post('/api/account/email', { newEmail: maya.email, password: PASSWORD }),
      'newEmail',
    );
    expectFieldError(
      await maya.browser.post('/api/account/email', {
        newEmail,
        password: PASSWORD,
        layout: 'https://elsewhere.example',
      }),
      'layout',
    );
    expect((await emailOf(maya.userId))?.email).toBe(maya.email);
  });

  it('mails a link to the new address; the old one signs in until it is opened, then the new one', async () => {
    const maya = await verifiedStudent();
    const newEmail = freshAddress();
    const link = await requestAndConfirm(maya, newEmail);
    expect(link).toMatch(/^\/api\/account\/email\/confirm\?token=/);

    expect((await signIn(maya.email)).status).toBe(200);
    expect((await signIn(newEmail)).status).toBe(401);

    // Opening the link shows a button (mail scanners follow links); the button changes it.
    const page = await new Browser(t.app).get(link);
    expect(page.status).toBe(200);
    expect(page.body.text).toContain(newEmail);
    expect(await emailOf(maya.userId)).toEqual({ email: maya.email, verified: true });

    const confirmed = await new Browser(t.app).post(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe('/settings');
    expect(await emailOf(maya.userId)).toEqual({ email: newEmail, verified: true });

    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(maya.email)).status).toBe(401);
    // Still signed in, and the session knows the new address.
    const session = await maya.browser.get('/api/auth/get-session');
    expect((session.body.user as { email: string }).email).toBe(newEmail);

    const notice = await mailTo(maya.email, 'Your Assignd e-mail was changed');
    expect(notice.data).toContain(newEmail);
  });

  it('refuses the link a second time, and an earlier link once a newer one was asked for', async () => {
    const maya = await verifiedStudent();
    const first = await requestAndConfirm(maya, freshAddress());
    const secondEmail = freshAddress();
    const second = await requestAndConfirm(maya, secondEmail, { layout: 'mobile' });

    expect((await new Browser(t.app).get(first)).status).toBe(404);
    expect((await new Browser(t.app).post(first)).status).toBe(404);
    // Asked for on the phone's screens, the link opens the phone's Settings.
    const used = await new Browser(t.app).post(second);
    expect(used.status).toBe(302);
    expect(used.headers.location).toBe('/mobile/settings');
    expect((await new Browser(t.app).post(second)).status).toBe(404);
    expect((await new Browser(t.app).get(second)).status).toBe(404);
    expect((await emailOf(maya.userId))?.email).toBe(secondEmail);
  });

  it('refuses a link an hour old, or with a changed secret', async () => {
    const maya = await verifiedStudent();
    const link = await requestAndConfirm(maya, freshAddress());
    const forged = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await new Browser(t.app).post(forged)).status).toBe(404);

    await t.database.pool.query(
      `update verifications set expires_at = now() - interval '1 second' where identifier = $1`,
      [`change-email:${maya.userId}`],
    );
    expect((await new Browser(t.app).get(link)).status).toBe(404);
    expect((await new Browser(t.app).post(link)).status).toBe(404);
    expect((await emailOf(maya.userId))?.email).toBe(maya.email);
  });

  it('answers a taken address the same as a free one, mails it nothing and changes no account', async () => {
    const maya = await verifiedStudent();
    const sam = await verifiedStudent();
    const free = await maya.browser.post('/api/account/email', {
      newEmail: freshAddress(),
      password: PASSWORD,
    });
    const taken = await maya.browser.post('/api/account/email', {
      newEmail: sam.email.toUpperCase(),
      password: PASSWORD,
    });
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: free.status,
      body: free.body,
    });
    // Nothing is pending, so no link for Sam's address can exist or be mailed.
    expect(await pendingOf(maya.userId)).toEqual([]);

    // A later request's mail arrives; none went to Sam's address for the earlier one.
    await requestAndConfirm(maya, freshAddress());
    expect(
      smtp.messages.filter(
        (mail) => mail.to.includes(sam.email) && mail.data.includes('new e-mail'),
      ),
    ).toEqual([]);
    expect(await emailOf(maya.userId)).toEqual({ email: maya.email, verified: true });
    expect(await emailOf(sam.userId)).toEqual({ email: sam.email, verified: true });
  });

  it("changes only this student's address, and leaves their other sessions signed in", async () => {
    const maya = await verifiedStudent();
    const sam = await verifiedStudent();
    const otherDevice = new Browser(t.app);
    expect(
      (await otherDevice.post('/api/auth/sign-in/email', { email: maya.email, password: PASSWORD }))
        .status,
    ).toBe(200);
    const newEmail = freshAddress();
    expect((await new Browser(t.app).post(await requestAndConfirm(maya, newEmail))).status).toBe(
      302,
    );
    expect((await emailOf(sam.userId))?.email).toBe(sam.email);
    expect((await signIn(sam.email)).status).toBe(200);
    expect((await otherDevice.get('/api/account/sessions')).status).toBe(200);
  });

  it('asks an account without a password for a sign-in of the last 10 minutes', async () => {
    const maya = await verifiedStudent();
    await makeGoogleOnly(t, maya.userId);
    await signedInMinutesAgo(t, maya.userId, 11);
    const stale = await maya.browser.post('/api/account/email', { newEmail: freshAddress() });
    expect(stale.status).toBe(403);
    expect(stale.body.error).toMatch(/^Please sign in again to change your e-mail/);

    await signedInMinutesAgo(t, maya.userId, 1);
    const newEmail = freshAddress();
    const reply = await maya.browser.post('/api/account/email', { newEmail });
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);
    await mailTo(newEmail, 'Confirm your new e-mail for Assignd');
  });

  it('leaves no pending change behind when the account is deleted', async () => {
    const maya = await verifiedStudent();
    await requestAndConfirm(maya, freshAddress());
    const pending = () =>
      t.database.pool.query('select 1 from verifications where identifier = $1', [
        `change-email:${maya.userId}`,
      ]);
    expect((await pending()).rowCount).toBe(1);
    const deleted = await maya.browser.post('/api/account/delete', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    expect((await pending()).rowCount).toBe(0);
  });

  it('needs a session', async () => {
    const reply = await new Browser(t.app).post('/api/account/email', {
      newEmail: freshAddress(),
      password: PASSWORD,
    });
    expect(reply.status).toBe(401);
  });
});

describe('password guessing through a stolen session', () => {
  const limited = appForBlock({ AUTH_RATE_LIMIT: '2' });

  it('is limited per address on this route like the password route', async () => {
    const maya = await student(limited());
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await maya.browser.post('/api/account/email', {
        newEmail: freshAddress(),
        password: 'guess-guess',
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
