import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http';
import { sessionCookieOf } from './session-cookie';

export interface GateLimits {
  /** Heavy requests of one student that run at once. */
  running: number;
  /** More that wait for one of those to finish; beyond them a request answers 429. */
  waiting: number;
}

// Two running keep a student's second tab fast while the first loads; the pool holds ten. After a
// restore every open device refetches its three lists at once, so three devices fit in the queue.
const HEAVY_REQUEST_LIMITS: GateLimits = { running: 2, waiting: 8 };

const RETRY_AFTER_SECONDS = '1';
// A refusal is answered this late, so a script that retries at once sends a few requests a second
// per connection; in bench/fairness.mjs a flood of instant 429s slowed other students more than the
// lists being served did.
const REFUSAL_DELAY_MS = 250;
const BUSY = 'You have too many requests running. Please wait a moment and try again.';

const SESSIONS_REMEMBERED = 10_000;

const sessionKeyOf = (request: FastifyRequest) => sessionCookieOf(request.headers.cookie);

async function refuse(reply: FastifyReply): Promise<never> {
  await sleep(REFUSAL_DELAY_MS);
  void reply.header('retry-after', RETRY_AFTER_SECONDS);
  throw new HttpError(429, BUSY);
}

interface Lane {
  running: number;
  waiting: (() => void)[];
}

/**
 * Per-student gate for requests that read or write many rows (lists and their pages, export,
 * restore, clear all). However many of them one student sends in parallel, they hold at most `running`
 * database connections, so other students' requests still find a free one. Counted per server
 * process.
 */
export function userGate(limits: GateLimits = HEAVY_REQUEST_LIMITS) {
  const lanes = new Map<string, Lane>();
  // Whose session each recent heavy request carried, oldest first, to refuse a flood early.
  const owners = new Map<string, string>();

  const remember = (request: FastifyRequest, userId: string) => {
    const key = sessionKeyOf(request);
    if (!key) return;
    owners.delete(key);
    owners.set(key, userId);
    if (owners.size > SESSIONS_REMEMBERED) owners.delete(owners.keys().next().value ?? key);
  };

  const release = (userId: string, lane: Lane) => {
    const next = lane.waiting.shift();
    // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
    if (next) return next();
    lane.running -= 1;
    if (lane.running === 0) lanes.delete(userId);
  };

  return {
    /**
     * Before the session is read: answers 429 when the student this session cookie last belonged
     * to already fills their lane. A flood of refused requests then costs no database
     * read each, which would otherwise queue for the pool ahead of other students' requests.
     * The cookie only picks whose lane to look at; it is verified as usual when this passes.
     */
    async refuseEarly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const key = sessionKeyOf(request);
      const userId = key === undefined ? undefined : owners.get(key);
      const lane = userId === undefined ? undefined : lanes.get(userId);
      if (lane && lane.running >= limits.running && lane.waiting.length >= limits.waiting) {
        await refuse(reply);
      }
    },

    async run<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      work: () => Promise<T>,
    ): Promise<T> {
      remember(request, userId);
      let lane = lanes.get(userId);
      if (!lane) {
        lane = { running: 0, waiting: [] };
        lanes.set(userId, lane);
      }
      if (lane.running < limits.running) {
        lane.running += 1;
      } else if (lane.waiting.length < limits.waiting) {
        const queue = lane.waiting;
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        await refuse(reply);
      }
      try {
        return await work();
      } finally {
        release(userId, lane);
      }
    },
  };
}

export type UserGate = ReturnType<typeof userGate>;
