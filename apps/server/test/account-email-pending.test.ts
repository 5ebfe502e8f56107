import { describe, expect, it } from 'vitest';
import { emailChangeTestKit } from './account-email-helpers';
import { Browser } from './helpers';
import { ISO_INSTANT } from './planner-helpers';

const { app, smtp, freshAddress, mailTo, pathOf, verifiedStudent, pendingOf, requestAndConfirm } =
  emailChangeTestKit();

const SUBJECT = 'Confirm your new e-mail for Assignd';

interface Pending {
  newEmail: string;
  expiresAt: string;
}

/** What Settings would show: the change waiting for its link, or null. */
async function pendingShown(browser: Browser): Promise<Pending | null> {
  const reply = await browser.get('/api/account/email-change');
  expect(reply.status).toBe(200);
  return (reply.body as { pending: Pending | null }).pending;
}

/** Links mailed to this address so far, oldest first. */
const linksTo = (to: string) =>
  smtp()
    .messages.filter((mail) => mail.to.includes(to) && mail.data.includes(`Subject: ${SUBJECT}`))
    .map(pathOf);

describe('the pending change of e-mail', () => {
  it('is shown until the link is opened, with when the link stops working', async () => {
    const maya = await verifiedStudent();
    expect((await maya.browser.get('/api/account/email-change')).body).toEqual({ pending: null });

    const newEmail = freshAddress();
    const asked = Date.now();
    const link = await requestAndConfirm(maya, newEmail);
    const reply = await maya.browser.get('/api/account/email-change');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const shown = await pendingShown(maya.browser);
    expect(shown?.newEmail).toBe(newEmail);
    expect(shown?.expiresAt).toMatch(ISO_INSTANT);
    const lasts = Date.parse(shown!.expiresAt) - asked;
    expect(lasts).toBeGreaterThan(59 * 60_000);
    expect(lasts).toBeLessThanOrEqual(61 * 60_000);

    expect((await new Browser(app().app).post(link)).status).toBe(302);
    expect((await maya.browser.get('/api/account/email-change')).body).toEqual({ pending: null });
  });

  it('is gone once its hour is over', async () => {
    const maya = await verifiedStudent();
    await requestAndConfirm(maya, freshAddress());
    await app().database.pool.query(
      `update verifications set expires_at = now() - interval '1 second' where identifier = $1`,
      [`change-email:${maya.userId}`],
    );
    expect((await maya.browser.get('/api/account/email-change')).body).toEqual({ pending: null });
  });

  it('can be cancelled: the link stops working and the e-mail stays', async () => {
    const maya = await verifiedStudent();
    const link = await requestAndConfirm(maya, freshAddress());
    expect((await maya.browser.send('DELETE', '/api/account/email-change')).status).toBe(204);
    expect((await maya.browser.get('/api/account/email-change')).body).toEqual({ pending: null });
    expect(await pendingOf(maya.userId)).toEqual([]);
    expect((await new Browser(app().app).post(link)).status).toBe(404);
    // Cancelling again, with nothing pending, is no error.
    expect((await maya.browser.send('DELETE', '/api/account/email-change')).status).toBe(204);
    const session = await maya.browser.get('/api/auth/get-session');
    expect((session.body.user as { email: string }).email).toBe(maya.email);
  });

  it('mails a new link twice in 15 minutes; only the newest link works', async () => {
    const maya = await verifiedStudent();
    const newEmail = freshAddress();
    const first = await requestAndConfirm(maya, newEmail);
    const before = await pendingShown(maya.browser);

    expect((await maya.browser.post('/api/account/email-change/resend')).status).toBe(204);
    await expect.poll(() => linksTo(newEmail).length).toBe(2);
    expect((await maya.browser.post('/api/account/email-change/resend')).status).toBe(204);
    await expect.poll(() => linksTo(newEmail).length).toBe(3);

    const refused = await maya.browser.post('/api/account/email-change/resend');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^The link was sent again 2 times\. Please wait 1[45] minutes/,
    );

    const after = await pendingShown(maya.browser);
    expect(after?.newEmail).toBe(newEmail);
    expect(Date.parse(after!.expiresAt)).toBeGreaterThanOrEqual(Date.parse(before!.expiresAt));

    const [, second, third] = linksTo(newEmail);
    expect(second).not.toBe(first);
    expect((await new Browser(app().app).post(first)).status).toBe(404);
    expect((await new Browser(app().app).post(second!)).status).toBe(404);
    expect((await new Browser(app().app).post(third!)).status).toBe(302);
    const session = await maya.browser.get('/api/auth/get-session');
    expect((session.body.user as { email: string }).email).toBe(newEmail);
    await mailTo(maya.email, 'Your Assignd e-mail was changed');
  });

  it('has nothing to resend when no change is waiting, and is only ever the student’s own', async () => {
    const maya = await verifiedStudent();
    const omar = await verifiedStudent();
    await requestAndConfirm(maya, freshAddress());

    const nothing = await omar.browser.post('/api/account/email-change/resend');
    expect(nothing.status).toBe(404);
    expect(nothing.body.error).toBe('No change of e-mail is waiting for confirmation');
    expect((await omar.browser.get('/api/account/email-change')).body).toEqual({ pending: null });
    // Omar's cancel leaves Maya's change as it is.
    expect((await omar.browser.send('DELETE', '/api/account/email-change')).status).toBe(204);
    expect((await pendingOf(maya.userId)).length).toBe(1);

    const anonymous = new Browser(app().app);
    expect((await anonymous.get('/api/account/email-change')).status).toBe(401);
    expect((await anonymous.send('DELETE', '/api/account/email-change')).status).toBe(401);
    expect((await anonymous.post('/api/account/email-change/resend')).status).toBe(401);
  });
});
