import { describe, expect, it } from 'vitest';
import { emailChangeTestKit } from './account-email-helpers';
import { appForBlock, Browser } from './helpers';
import { expectFieldError, makeGoogleOnly, signedInMinutesAgo, student } from './planner-helpers';

const {
  app,
  smtp,
  PASSWORD,
  freshAddress,
  mailTo,
  signIn,
  verifiedStudent,
  emailOf,
  requestAndConfirm,
} = emailChangeTestKit();

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
    const page = await new Browser(app().app).get(link);
    expect(page.status).toBe(200);
    expect(page.body.text).toContain(newEmail);
    expect(await emailOf(maya.userId)).toEqual({ email: maya.email, verified: true });

    const confirmed = await new Browser(app().app).post(link);
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

    expect((await new Browser(app().app).get(first)).status).toBe(404);
    expect((await new Browser(app().app).post(first)).status).toBe(404);
    // Asked for on the phone's screens, the link opens the phone's Settings.
    const used = await new Browser(app().app).post(second);
    expect(used.status).toBe(302);
    expect(used.headers.location).toBe('/mobile/settings');
    expect((await new Browser(app().app).post(second)).status).toBe(404);
    expect((await new Browser(app().app).get(second)).status).toBe(404);
    expect((await emailOf(maya.userId))?.email).toBe(secondEmail);
  });

  it('refuses a link an hour old, or with a changed secret', async () => {
    const maya = await verifiedStudent();
    const link = await requestAndConfirm(maya, freshAddress());
    const forged = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await new Browser(app().app).post(forged)).status).toBe(404);

    await app().database.pool.query(
      `update verifications set expires_at = now() - interval '1 second' where identifier = $1`,
      [`change-email:${maya.userId}`],
    );
    expect((await new Browser(app().app).get(link)).status).toBe(404);
    expect((await new Browser(app().app).post(link)).status).toBe(404);
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
    // Settings shows it waiting like a free address, but no link for it was mailed, and
    // resending mails none either.
    const pending = await maya.browser.get('/api/account/email-change');
    expect(pending.body.pending).toMatchObject({ newEmail: sam.email.toLowerCase() });
    expect((await maya.browser.post('/api/account/email-change/resend')).status).toBe(204);

    // A later request's mail arrives; none went to Sam's address for the earlier one.
    await requestAndConfirm(maya, freshAddress());
    expect(
      smtp().messages.filter(
        (mail) => mail.to.includes(sam.email) && mail.data.includes('new e-mail'),
      ),
    ).toEqual([]);
    expect(await emailOf(maya.userId)).toEqual({ email: maya.email, verified: true });
    expect(await emailOf(sam.userId)).toEqual({ email: sam.email, verified: true });
  });

  it("changes only this student's address, and leaves their other sessions signed in", async () => {
    const maya = await verifiedStudent();
    const sam = await verifiedStudent();
    const otherDevice = new Browser(app().app);
    expect(
      (await otherDevice.post('/api/auth/sign-in/email', { email: maya.email, password: PASSWORD }))
        .status,
    ).toBe(200);
    const newEmail = freshAddress();
    expect(
      (await new Browser(app().app).post(await requestAndConfirm(maya, newEmail))).status,
    ).toBe(302);
    expect((await emailOf(sam.userId))?.email).toBe(sam.email);
    expect((await signIn(sam.email)).status).toBe(200);
    expect((await otherDevice.get('/api/account/sessions')).status).toBe(200);
  });

  it('asks an account without a password for a sign-in of the last 10 minutes', async () => {
    const maya = await verifiedStudent();
    await makeGoogleOnly(app(), maya.userId);
    await signedInMinutesAgo(app(), maya.userId, 11);
    const stale = await maya.browser.post('/api/account/email', { newEmail: freshAddress() });
    expect(stale.status).toBe(403);
    expect(stale.body.error).toMatch(/^Please sign in again to change your e-mail/);

    await signedInMinutesAgo(app(), maya.userId, 1);
    const newEmail = freshAddress();
    const reply = await maya.browser.post('/api/account/email', { newEmail });
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);
    await mailTo(newEmail, 'Confirm your new e-mail for Assignd');
  });

  it('leaves no pending change behind when the account is deleted', async () => {
    const maya = await verifiedStudent();
    await requestAndConfirm(maya, freshAddress());
    const pending = () =>
      app().database.pool.query('select 1 from verifications where identifier = $1', [
        `change-email:${maya.userId}`,
      ]);
    expect((await pending()).rowCount).toBe(1);
    const deleted = await maya.browser.post('/api/account/delete', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    expect((await pending()).rowCount).toBe(0);
  });

  it('needs a session', async () => {
    const reply = await new Browser(app().app).post('/api/account/email', {
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
