import { expect, test, type Page } from '@playwright/test';
import { fakeSubscription, SAME_ORIGIN, signUp, type Student } from './support';

/*
 * A shared computer: signing out there must stop the student's reminders on it. Playwright's
 * Chromium cannot make a real push subscription (no push service here, see offline-push.spec.ts),
 * so the page is given one as the browser would hold it, and the server a row for its endpoint.
 */

const UNSUBSCRIBE = '/api/push/subscriptions/unsubscribe';
const SIGN_OUT = '/api/auth/sign-out';

async function signIn(page: Page, student: Student) {
  const reply = await page.request.post('/api/auth/sign-in/email', {
    headers: SAME_ORIGIN,
    data: { email: student.email, password: student.password },
  });
  expect(reply.ok()).toBe(true);
}

/**
 * A student whose browser subscribed in an earlier session on this computer, so only the app's
 * own sign-out (not the end of today's session) can remove that row.
 */
async function studentWithPushFromAnEarlierSession(page: Page): Promise<Student> {
  const student = await signUp(page, 'Ines');
  const subscription = fakeSubscription();
  const saved = await page.request.post('/api/push/subscriptions', {
    headers: SAME_ORIGIN,
    data: subscription,
  });
  expect(saved.status()).toBe(201);
  await signIn(page, student);
  const session = await page.request.get('/api/auth/get-session');
  const { user } = (await session.json()) as { user: { id: string } };
  // This browser was hers before today's session too, so the app has nothing to forget at start.
  await page.addInitScript(`(() => {
    if (!localStorage.getItem('assignd.offline-owner')) {
      localStorage.setItem('assignd.offline-owner', ${JSON.stringify(user.id)});
    }
    PushManager.prototype.getSubscription = () =>
      Promise.resolve(
        localStorage.getItem('e2e-push-ended')
          ? null
          : {
              endpoint: ${JSON.stringify(subscription.endpoint)},
              unsubscribe: () => {
                localStorage.setItem('e2e-push-ended', 'yes');
                return Promise.resolve(true);
              },
            },
      );
  })()`);
  return student;
}

/** Waits for the service worker the app installs after sign-in: push needs its registration. */
async function workerReady(page: Page) {
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
}

async function signOutRemovesThisDevice(
  page: Page,
  student: Student,
  signOut: () => Promise<void>,
) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && [UNSUBSCRIBE, SIGN_OUT].includes(path)) calls.push(path);
  });
  const removed = page.waitForResponse((response) => response.url().endsWith(UNSUBSCRIBE));
  await signOut();
  expect((await removed).status()).toBe(204);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  expect(calls).toEqual([UNSUBSCRIBE, SIGN_OUT]);
  expect(await page.evaluate("localStorage.getItem('e2e-push-ended')")).toBe('yes');

  await signIn(page, student);
  const devices = await page.request.get('/api/push/subscriptions');
  expect(await devices.json()).toEqual([]);
}

test('desktop: Sign Out removes this browser from the devices that get notifications', async ({
  page,
}) => {
  const student = await studentWithPushFromAnEarlierSession(page);
  await page.goto('/assignments');
  await workerReady(page);
  await signOutRemovesThisDevice(page, student, () =>
    page.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click(),
  );
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('Sign Out removes this browser from the devices that get notifications', async ({
    page,
  }) => {
    const student = await studentWithPushFromAnEarlierSession(page);
    await page.goto('/tablet/dashboard');
    await workerReady(page);
    await signOutRemovesThisDevice(page, student, () =>
      page.getByRole('button', { name: 'Sign Out' }).click(),
    );
    await expect(page).toHaveURL(/\/tablet\/auth$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Sign Out removes this browser from the devices that get notifications', async ({
    page,
  }) => {
    const student = await studentWithPushFromAnEarlierSession(page);
    await page.goto('/mobile/dashboard');
    await workerReady(page);
    await signOutRemovesThisDevice(page, student, async () => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page
        .getByRole('dialog', { name: 'Assignd' })
        .getByRole('button', { name: 'Sign Out' })
        .click();
    });
    await expect(page).toHaveURL(/\/mobile\/auth$/);
  });
});
