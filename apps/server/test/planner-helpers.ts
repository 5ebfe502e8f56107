import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { accounts, sessions, users } from '../src/db/schema';
import { Browser, createTestApp, newUser, signUp, type Reply, type TestApp } from './helpers';

export interface Student {
  browser: Browser;
  userId: string;
  email: string;
}

/** A newly signed-up student with a browser that holds their session. */
export async function student(t: TestApp): Promise<Student> {
  const browser = new Browser(t.app);
  const { user, reply } = await signUp(browser, newUser());
  expect(reply.status).toBe(200);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, user.email));
  if (!row) throw new Error('sign-up created no user');
  return { browser, userId: row.id, email: user.email };
}

/** A fresh app and a student, Maya, signed up on it; `env` as for createTestApp. */
export async function appWithStudent(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; maya: Student }> {
  const t = await createTestApp(env);
  return { t, maya: await student(t) };
}

/** The same with a second student, Omar, who must never see Maya's rows. */
export async function appWithTwoStudents(): Promise<{ t: TestApp; maya: Student; omar: Student }> {
  const { t, maya } = await appWithStudent();
  return { t, maya, omar: await student(t) };
}

/** Adds a row through a collection's route as `who`; expects 201 and answers the row. */
export const adder =
  <Row>(path: string) =>
  async (who: Student, body: Record<string, unknown>): Promise<Row> =>
    bodyOf<Row>(await who.browser.post(path, body));

/** A module's table with the columns every planner row has. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** Reads a module's table straight from the database: a student's rows, and one row by id. */
export function tableReader<T extends OwnedTable>(app: () => TestApp, table: T) {
  type Row = T['$inferSelect'];
  // Drizzle cannot type a select from a table it only knows as a type parameter; the rows are
  // the table's own select type all the same.
  const source: PgTable = table;
  const rows = async (where: SQL | undefined) =>
    (await app().database.db.select().from(source).where(where)) as Row[];
  return {
    rowsOf: (userId: string) => rows(eq(table.userId, userId)),
    rowOf: async (id: string) => (await rows(eq(table.id, id)))[0],
  };
}

/** The same student signed in once more, on another device: a session of its own. */
export async function signInAgain(
  t: TestApp,
  who: Pick<Student, 'email'>,
  device: { userAgent?: string } = {},
): Promise<Browser> {
  const browser = new Browser(
    t.app,
    device.userAgent ? { headers: { 'user-agent': device.userAgent } } : {},
  );
  const reply = await browser.post('/api/auth/sign-in/email', {
    email: who.email,
    password: newUser().password,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return browser;
}

/** Expects the status (201 unless told) and returns the body as what the route answers. */
export function bodyOf<T>(reply: Reply, status = 201): T {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return reply.body as T;
}

/** Expects the 400 the contract gives for a wrong field. */
export function expectFieldError(reply: Reply, field: string, message?: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.field).toBe(field);
  expect(reply.body.error).toEqual(expect.stringMatching(new RegExp(`^${escape(field)}: `)));
  if (message) expect(reply.body.error).toBe(`${field}: ${message}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const randomId = () => randomUUID();

export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Typed as unknown so they can stand for a value inside typed object literals.
export const anId: unknown = expect.stringMatching(UUID);
export const anInstant: unknown = expect.stringMatching(ISO_INSTANT);

/** Turns the student's password account into what a Google-only account looks like: no password. */
export async function makeGoogleOnly(t: TestApp, userId: string): Promise<void> {
  await t.database.db
    .update(accounts)
    .set({ providerId: 'google', password: null })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

/** Dates every session of the student back to a sign-in `minutes` ago. */
export async function signedInMinutesAgo(t: TestApp, userId: string, minutes: number) {
  await t.database.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.userId, userId));
}
