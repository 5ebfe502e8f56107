import { type Preferences, type Profile, REMINDER_DEFAULTS } from '@assignd/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferences, profiles } from '../src/modules/profile/table';
import { subscriptions } from '../src/modules/billing/table';
import { Browser, createTestApp, type TestApp } from './helpers';
import { buyPlan } from './billing-helpers';
import { bodyOf, expectFieldError, randomId, student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileRow = async (userId: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];
const preferencesRow = async (userId: string) =>
  (await t.database.db.select().from(preferences).where(eq(preferences.userId, userId)))[0];

describe('changing the profile', () => {
  it('saves trimmed names, clears an emptied one and answers with the whole profile', async () => {
    const maya = await student(t);
    const reply = await maya.browser.send('PATCH', '/api/profile', {
      displayName: '  Maya C. ',
      lastName: '',
    });
    const profile = bodyOf<Profile>(reply, 200);
    expect(profile).toEqual({
      displayName: 'Maya C.',
      firstName: 'Maya',
      lastName: null,
      email: maya.email,
    });
    expect((await maya.browser.get('/api/profile')).body).toEqual(profile);
    expect(await profileRow(maya.userId)).toMatchObject({ displayName: 'Maya C.', lastName: null });
  });

  it('creates the profile when sign-up stopped before it was made', async () => {
    const maya = await student(t);
    await t.database.db.delete(profiles).where(eq(profiles.userId, maya.userId));
    const reply = await maya.browser.send('PATCH', '/api/profile', { firstName: 'Maya' });
    expect(bodyOf<Profile>(reply, 200).firstName).toBe('Maya');
    expect((await profileRow(maya.userId))?.firstName).toBe('Maya');
  });

  it.each([
    ['a name over 100 characters', { firstName: 'x'.repeat(101) }, 'firstName', undefined],
    ['the e-mail address', { email: 'new@example.com' }, 'email', 'Unknown field'],
    ['a userId', { userId: randomId() }, 'userId', 'Unknown field'],
  ])(
    'refuses %s with a 400 naming the field and changes nothing',
    async (_case, body, field, message) => {
      const maya = await student(t);
      expectFieldError(await maya.browser.send('PATCH', '/api/profile', body), field, message);
      expect(await profileRow(maya.userId)).toMatchObject({
        firstName: 'Maya',
        lastName: 'Chen',
        displayName: 'Maya Chen',
      });
    },
  );
});

describe('preferences', () => {
  it('start with reminders on and the light theme', async () => {
    const maya = await student(t);
    const reply = await maya.browser.get('/api/preferences');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ remindersEnabled: true, theme: 'light', ...REMINDER_DEFAULTS });
  });

  it('save reminders and a free theme', async () => {
    const maya = await student(t);
    const reply = await maya.browser.send('PATCH', '/api/preferences', {
      remindersEnabled: false,
      theme: 'dark',
    });
    const saved = { remindersEnabled: false, theme: 'dark', ...REMINDER_DEFAULTS };
    expect(bodyOf<Preferences>(reply, 200)).toEqual(saved);
    expect((await maya.browser.get('/api/preferences')).body).toEqual(saved);
    expect(await preferencesRow(maya.userId)).toMatchObject({
      notificationsEnabled: false,
      theme: 'dark',
    });
  });

  it('are made with the defaults when sign-up stopped before they were', async () => {
    const maya = await student(t);
    await t.database.db.delete(preferences).where(eq(preferences.userId, maya.userId));
    expect((await maya.browser.get('/api/preferences')).body).toEqual({
      remindersEnabled: true,
      theme: 'light',
      ...REMINDER_DEFAULTS,
    });
  });

  it.each(['ocean', 'green', 'purple', 'sunset'])(
    'refuse the custom theme %s on the free plan with 403 and keep the theme',
    async (theme) => {
      const maya = await student(t);
      const reply = await maya.browser.send('PATCH', '/api/preferences', {
        theme,
        remindersEnabled: false,
      });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ error: 'Upgrade to Pro to unlock custom themes!' });
      expect(await preferencesRow(maya.userId)).toMatchObject({
        theme: 'light',
        notificationsEnabled: true,
      });
    },
  );

  it('refuse a custom theme when the subscription row says free', async () => {
    const maya = await student(t);
    // A row checkout never writes (it only ever makes a paid plan), so it goes in directly.
    await t.database.db
      .insert(subscriptions)
      .values({ userId: maya.userId, subscribed: false, subscriptionTier: 'free' });
    const reply = await maya.browser.send('PATCH', '/api/preferences', { theme: 'ocean' });
    expect(reply.status).toBe(403);
  });

  it.each(['monthly', 'yearly', 'lifetime'])(
    'accept a custom theme on the %s plan',
    async (plan) => {
      const maya = await student(t);
      await buyPlan(maya.browser, plan);
      const reply = await maya.browser.send('PATCH', '/api/preferences', { theme: 'sunset' });
      expect(bodyOf<Preferences>(reply, 200).theme).toBe('sunset');
      expect((await preferencesRow(maya.userId))?.theme).toBe('sunset');
    },
  );

  it.each([
    ['an unknown theme', { theme: 'neon' }, 'theme', undefined],
    ['reminders as text', { remindersEnabled: 'on' }, 'remindersEnabled', undefined],
    ['an unknown field', { language: 'fr' }, 'language', 'Unknown field'],
    ['a userId', { userId: randomId() }, 'userId', 'Unknown field'],
  ])('refuse %s with a 400 naming the field', async (_case, body, field, message) => {
    const maya = await student(t);
    expectFieldError(await maya.browser.send('PATCH', '/api/preferences', body), field, message);
    expect((await preferencesRow(maya.userId))?.theme).toBe('light');
  });
});

describe('the subscription check', () => {
  it('answers the free plan for a student without a subscription', async () => {
    const maya = await student(t);
    const reply = await maya.browser.get('/api/subscription');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      subscribed: false,
      subscriptionTier: 'free',
      subscriptionEnd: null,
      isCancelled: false,
    });
  });

  it('answers Pro for a paid plan that has not ended, and free once it has', async () => {
    const maya = await student(t);
    await buyPlan(maya.browser, 'yearly');
    const active = await maya.browser.get('/api/subscription');
    expect(active.body).toMatchObject({ subscribed: true, subscriptionTier: 'pro_yearly' });

    await t.database.db
      .update(subscriptions)
      .set({ subscriptionEnd: new Date(Date.now() - 60_000), isCancelled: true })
      .where(eq(subscriptions.userId, maya.userId));
    const expired = await maya.browser.get('/api/subscription');
    expect(expired.body).toMatchObject({
      subscribed: false,
      subscriptionTier: 'free',
      isCancelled: true,
    });
    const theme = await maya.browser.send('PATCH', '/api/preferences', { theme: 'sunset' });
    expect(theme.status).toBe(403);
  });

  it('keeps a lifetime plan whatever its end date', async () => {
    const maya = await student(t);
    await buyPlan(maya.browser, 'lifetime');
    await t.database.db
      .update(subscriptions)
      .set({ subscriptionEnd: new Date('2020-01-01T00:00:00Z') })
      .where(eq(subscriptions.userId, maya.userId));
    const reply = await maya.browser.get('/api/subscription');
    expect(reply.body).toMatchObject({ subscribed: true, subscriptionTier: 'pro_lifetime' });
  });

  it('answers 401 signed out', async () => {
    const reply = await new Browser(t.app).get('/api/subscription');
    expect(reply.status).toBe(401);
  });
});
