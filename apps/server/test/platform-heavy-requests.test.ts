import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installErrorHandler } from '../src/lib/http';
import { createTestApp, type Reply, type TestApp } from './helpers';
import { bodyOf, student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Holds an exclusive lock on a table from outside the server's pool, so every request reading it
 * stays running until `release`.
 */
async function blockTable(table: string) {
  const client = new pg.Client({ connectionString: t.database.pool.options.connectionString });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

/**
 * Takes `count` of the pool's connections and has the pool give up on another after 50 ms while
 * `check` runs, then gives both back.
 */
async function withConnectionsHeld(count: number, check: () => Promise<void>) {
  const { pool } = t.database;
  const held = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  const patience = pool.options.connectionTimeoutMillis;
  pool.options.connectionTimeoutMillis = 50;
  try {
    await check();
  } finally {
    pool.options.connectionTimeoutMillis = patience;
    for (const client of held) client.release();
  }
}

describe('heavy requests of one student', () => {
  it('runs two, queues eight and answers 429 with Retry-After to the rest, leaving others alone', async () => {
    const a = await student(t);
    const b = await student(t);
    bodyOf(
      await a.browser.post('/api/assignments', {
        title: 'Lab',
        category: 'Homework',
        completed: false,
      }),
    );
    const release = await blockTable('assignments');
    const settled: Reply[] = [];
    const replies = Array.from({ length: 14 }, () =>
      a.browser.get('/api/assignments').then((reply) => {
        settled.push(reply);
        return reply;
      }),
    );
    try {
      await vi.waitFor(() => expect(settled).toHaveLength(4), { timeout: 10_000 });
      for (const reply of settled) {
        expect(reply.status).toBe(429);
        expect(reply.headers['retry-after']).toBe('1');
        expect(reply.body.error).toBe(
          'You have too many requests running. Please wait a moment and try again.',
        );
      }
      // Another student's whole list is not held up by the first student's queue.
      expect((await b.browser.get('/api/classes')).status).toBe(200);
      expect((await b.browser.get('/api/profile')).status).toBe(200);

      // Further requests of the flood are refused before their session is even read: with no
      // database connection to be had they still answer 429 at once, not 503 after a wait.
      await withConnectionsHeld(t.database.pool.idleCount, async () => {
        const flood = await a.browser.get('/api/assignments');
        expect(flood.status).toBe(429);
        expect(flood.headers['retry-after']).toBe('1');
      });
    } finally {
      await release();
    }
    const statuses = (await Promise.all(replies)).map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect((await a.browser.get('/api/assignments')).status).toBe(200);
  });

  it('answers 503 with Retry-After, not 500, when every database connection stays busy', async () => {
    const who = await student(t);
    await withConnectionsHeld(t.database.pool.options.max, async () => {
      const reply = await who.browser.get('/api/assignments');
      expect(reply.status).toBe(503);
      expect(reply.headers['retry-after']).toBe('1');
      expect(reply.body.error).toBe('The server is busy. Please try again in a moment.');

      // The same for a query of our own, which the query builder wraps in its own error.
      const failure = await t.database.db.execute(sql`select 1`).then(
        () => new Error('the query ran, so the pool was not exhausted'),
        (error: Error) => error,
      );
      const probe = Fastify();
      installErrorHandler(probe, t.database.availability);
      probe.get('/probe', () => Promise.reject(failure));
      const answer = await probe.inject('/probe');
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
    });
    expect((await who.browser.get('/api/assignments')).status).toBe(200);
  });
});
