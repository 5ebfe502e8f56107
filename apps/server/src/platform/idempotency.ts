import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Executor } from '../db/client';
import { HttpError } from '../lib/http';

/*
 * Idempotency keys (docs/decisions/0018): a write sent with `Idempotency-Key` is done once per key
 * and student, however often it arrives. An offline device replays its queue when it is back, and
 * a replay cut half-way is sent again; so may a second tab. The key is claimed inside the write's
 * own transaction (store.transact), so the claim and the write commit together or not at all: a
 * repeat that arrives after the commit answers the first result, and one that arrives while the
 * first is still running waits on the claim and then answers it too.
 */

const HEADER = 'idempotency-key';
const KEY = /^[\w.:-]{8,100}$/;
/** A claim with no answer after this long: the server stopped between the commit and the answer. */
const ANSWER_LOST_MS = 30_000;
const KEPT_DAYS = 7;
const REPLAYED_HEADER = 'idempotent-replayed';

interface Claim {
  userId: string;
  key: string;
  fingerprint: string;
  /** Set once the write's transaction has committed the claim. */
  claimed: boolean;
}

type Earlier = {
  fingerprint: string;
  status: number | null;
  response: unknown;
  age_ms: number;
};

const current = new AsyncLocalStorage<Claim>();

/** A second request with a key another request already claimed: answered with that one's result. */
class IdempotentRepeat extends Error {
  constructor(readonly earlier: Earlier) {
    super('This Idempotency-Key was already used');
  }
}

async function findEarlier(db: Executor, userId: string, key: string) {
  const { rows } = await db.execute<Earlier>(sql`
    select fingerprint, status, response,
           (extract(epoch from now() - created_at) * 1000)::int as age_ms
      from idempotency_keys where user_id = ${userId} and key = ${key}`);
  return rows[0];
}

/**
 * Run by store.transact as its transaction's last step: claims the request's key, if it has one
 * not yet claimed, with the write's result. A key claimed meanwhile by another request (its
 * transaction committed while this one waited on the claim) rolls this write back.
 */
export async function claimInTransaction(tx: Executor, result: unknown): Promise<void> {
  const claim = current.getStore();
  if (!claim || claim.claimed) return;
  const { userId, key, fingerprint } = claim;
  const { rows } = await tx.execute(sql`
    with pruned as (
      delete from idempotency_keys
       where user_id = ${userId} and created_at < now() - make_interval(days => ${KEPT_DAYS}))
    insert into idempotency_keys (user_id, key, fingerprint, response)
    values (${userId}, ${key}, ${fingerprint}, ${JSON.stringify(result ?? null)}::jsonb)
    on conflict do nothing returning key`);
  if (rows.length > 0) return;
  const earlier = await findEarlier(tx, userId, key);
  if (earlier) throw new IdempotentRepeat(earlier);
}

/** Called by store.transact once its transaction has committed. */
export function noteCommitted(): void {
  const claim = current.getStore();
  if (claim) claim.claimed = true;
}

function answerEarlier(request: FastifyRequest, reply: FastifyReply, earlier: Earlier) {
  if (earlier.fingerprint !== fingerprintOf(request))
    throw new HttpError(
      422,
      'idempotency-key: this key was used for a different request',
      'idempotency-key',
    );
  if (earlier.status === null && earlier.age_ms < ANSWER_LOST_MS)
    return reply.status(409).header('retry-after', '1').send({
      error: 'idempotency-key: the first request with this key is still running',
      field: 'idempotency-key',
    });
  // The write committed; its answer was lost with the server: its result stands for it.
  return reply
    .status(earlier.status ?? 200)
    .header(REPLAYED_HEADER, 'true')
    .send(earlier.response ?? undefined);
}

function fingerprintOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${body}`)
    .digest('base64url');
}

const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * The signed-in scope's writes take an optional Idempotency-Key (register before the routes). A
 * key seen before answers what it answered then; a new one runs the write with its claim at hand
 * for store.transact, and a successful answer is kept with the claim.
 */
export function installIdempotency(scope: FastifyInstance, db: Database): void {
  scope.addHook('preHandler', async (request, reply) => {
    const key = request.headers[HEADER];
    if (key === undefined || !isWrite(request)) return;
    if (typeof key !== 'string' || !KEY.test(key))
      throw new HttpError(
        400,
        'idempotency-key: expected 8 to 100 letters, digits or . _ : -',
        'idempotency-key',
      );
    const earlier = await findEarlier(db, request.user.id, key);
    if (earlier) return answerEarlier(request, reply, earlier);
    request.idempotency = {
      userId: request.user.id,
      key,
      fingerprint: fingerprintOf(request),
      claimed: false,
    };
  });
  // Callback style: the handler runs inside the claim's context only if done() is called in it.
  scope.addHook('preHandler', (request, _reply, done) => {
    const claim = request.idempotency;
    if (claim) current.run(claim, () => done());
    else done();
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    const status = reply.statusCode;
    if (!claim || status < 200 || status >= 300) return payload;
    const body = request.idempotentAnswer;
    // A write that made no change of its own (nothing to claim in a transaction) is kept now.
    await db.execute(sql`
      insert into idempotency_keys (user_id, key, fingerprint, status, response)
      values (${claim.userId}, ${claim.key}, ${claim.fingerprint}, ${status},
              ${body === undefined ? null : JSON.stringify(body)}::jsonb)
      on conflict (user_id, key) do update
        set status = excluded.status,
            response = coalesce(excluded.response, idempotency_keys.response)`);
    return payload;
  });
  scope.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.idempotency) request.idempotentAnswer = payload;
    return payload;
  });
  scope.setErrorHandler(async (error, request, reply) => {
    if (error instanceof IdempotentRepeat) return answerEarlier(request, reply, error.earlier);
    throw error;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This write's Idempotency-Key claim, when it came with a key not seen before. */
    idempotency?: Claim;
    /** What this write answers, kept with its key. */
    idempotentAnswer?: unknown;
  }
}
