import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, linkIn } from './fake-smtp';
import { Browser, createTestApp, newUser, signUp, type TestApp } from './helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Assignd <planner@school.example>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('with SMTP configured', () => {
  it('tells the web app that e-mail verification is required', async () => {
    const reply = await new Browser(t.app).get('/api/config');
    expect(reply.body).toEqual({
      emailVerificationRequired: true,
      socialProviders: [],
      billing: 'local',
      // No Google client: Google Calendar sync is neither offered nor sold.
      googleCalendarSync: false,
    });
  });

  it('sends a confirmation mail through SMTP and keeps the account closed until it is followed', async () => {
    const user = newUser();
    const browser = new Browser(t.app);
    const { reply } = await signUp(browser, user);
    expect(reply.status).toBe(200);
    expect(browser.cookie('assignd.session_token')).toBeUndefined();

    const mail = await smtp.waitFor((message) => message.to.includes(user.email));
    expect(mail.from).toBe('planner@school.example');
    expect(mail?.data).toMatch(/Subject: Confirm your e-mail for Assignd/);

    const early = await new Browser(t.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(linkIn(mail.data));
    const verified = await new Browser(t.app).get(link.pathname + link.search);
    expect([200, 302]).toContain(verified.status);

    const later = await new Browser(t.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(later.status).toBe(200);
  });

  it('sends password reset mail through SMTP too', async () => {
    const user = newUser();
    await signUp(new Browser(t.app), user);
    const reply = await new Browser(t.app).post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/auth',
    });
    expect(reply.status).toBe(200);
    const mail = await smtp.waitFor(
      (message) => message.to.includes(user.email) && message.data.includes('Reset your'),
    );
    expect(mail.data).toMatch(/Subject: Reset your Assignd password/);
    expect(linkIn(mail.data)).toMatch(/\/api\/auth\/reset-password\//);
  });
});
