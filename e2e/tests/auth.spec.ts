import { localHour, timeOfDayGreeting } from '@assignd/core';
import { expect, test, type Page } from '@playwright/test';
import {
  lastMailTo,
  linkIn,
  newStudent,
  watchForCspViolations,
  type Student,
  SAME_ORIGIN,
} from './support';

const TIME_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: TIME_ZONE });

async function signUp(page: Page, student: Student) {
  await page.goto('/auth?mode=signup');
  await page.getByLabel('First name').fill(student.firstName);
  await page.getByLabel('Last name').fill(student.lastName);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

function expectedGreeting(firstName: string) {
  return `${timeOfDayGreeting(localHour(new Date(), TIME_ZONE))}, ${firstName}`;
}

test('a visitor sees the landing page with every section, drawn with no JavaScript', async ({
  page,
}) => {
  const noCspViolations = watchForCspViolations(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The startup screen's second runs in the stylesheet: held still in the first page's HTML until
  // it has been seen, so a slow page load on a busy machine cannot use that second up before the
  // check runs. The page the Back button brings later runs its second as a visitor's does.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const held = html.replace(
        'class="static-startup"',
        'class="static-startup" style="animation-play-state:paused"',
      );
      expect(held).not.toBe(html);
      await route.fulfill({ response, body: held });
    },
    { times: 1 },
  );
  await page.goto('/');
  await expect(page.getByText('Initializing')).toBeVisible();
  // Strings, since the tests' types have no DOM; they run in the page.
  const startup = "document.querySelector('.static-startup')";
  expect(await page.evaluate(`getComputedStyle(${startup}).animationDelay`)).toBe('1s');
  await page.evaluate(`${startup}.style.setProperty('animation-play-state', 'running')`);
  await expect(page.getByText('Initializing')).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Features' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.locator('#features')).toBeVisible();
  for (const claim of [
    '10,000+',
    '99%',
    '2.5hrs',
    '4.9',
    'No credit card required',
    'Free forever',
    '2-minute setup',
  ]) {
    await expect(page.getByText(claim).first()).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  for (const link of ['Privacy Policy', 'Terms of Service', 'Support', 'Request a Feature']) {
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  }
  // Decision 0015: no script until the visitor follows a link, which loads the app.
  expect(scripts).toEqual([]);
  await header.getByRole('link', { name: 'Get Started' }).click();
  await expect(page.getByText('Create your account')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await page.goBack();
  await expect(page.locator('#features')).toBeVisible();
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/some/old/link');
  await expect(page.locator('#features')).toBeVisible();
  noCspViolations();
});

test('sign up, see the greeting, sign out, sign in again', async ({ page }) => {
  const noCspViolations = watchForCspViolations(page);
  const student = newStudent('Maya');
  await signUp(page, student);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: expectedGreeting('Maya') })).toBeVisible();
  // The sidebar starts as its rail, where the name is the account group's accessible name.
  await expect(
    page
      .getByText(student.email)
      .or(page.getByText('Maya Chen'))
      .or(page.getByRole('group', { name: /^Maya Chen, / }))
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#features')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.locator('#features')).toBeVisible();

  await signIn(page, student.email, student.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: expectedGreeting('Maya') })).toBeVisible();

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  noCspViolations();
});

test('a wrong password says so in the words of the spec', async ({ page }) => {
  const student = newStudent('Omar');
  await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  await page.context().clearCookies();
  await signIn(page, student.email, 'not-my-password');
  await expect(
    page.getByText('Invalid email or password. Please check your credentials.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('signing up with a registered e-mail says to sign in instead', async ({ page }) => {
  const student = newStudent('Lena');
  await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  await page.context().clearCookies();
  await signUp(page, student);
  await expect(
    page.getByText('This email is already registered. Please sign in instead.'),
  ).toBeVisible();
});

test('sign-up asks for a password of at least 6 characters', async ({ page }) => {
  await signUp(page, { ...newStudent('Short'), password: '12345' });
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('forgot password: the e-mailed link sets a new password', async ({ page }) => {
  // Nine page loads and three sign-ins: under CI load the whole flow has run past 30 s.
  test.slow();
  const student = newStudent('Ines');
  await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  // The mode is in the address, so the sign-in form (with its own Email field) stays for a
  // moment after the click: fill the reset form's field once that form is there.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(student.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('Password reset email sent! Check your inbox for further instructions.'),
  ).toBeVisible();

  // The server writes the mail just after it answers, so the outbox may lag the message a moment.
  let mail = '';
  await expect
    .poll(() => {
      try {
        mail = lastMailTo(student.email);
      } catch {
        mail = '';
      }
      return mail;
    })
    .toContain('Reset your Assignd password');
  const link = linkIn(mail);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\?token=/);
  await page.getByLabel('New password').fill('a-brand-new-one');
  await page.getByLabel('Confirm password').fill('a-brand-new-one');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(
    page.getByText('Your password has been updated. Sign in with your new password.'),
  ).toBeVisible();

  await signIn(page, student.email, student.password);
  await expect(
    page.getByText('Invalid email or password. Please check your credentials.'),
  ).toBeVisible();
  await signIn(page, student.email, 'a-brand-new-one');
  await expect(page.getByRole('heading', { name: expectedGreeting('Ines') })).toBeVisible();

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(
    page.getByText('This password reset link is invalid or has expired. Request a new one below.'),
  ).toBeVisible();
});

test('a signed-in student on an unknown path sees the not-found screen', async ({ page }) => {
  const student = newStudent('Theo');
  await signUp(page, student);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page.getByRole('heading', { name: expectedGreeting('Theo') })).toBeVisible();
});
