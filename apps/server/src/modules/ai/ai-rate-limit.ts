import type { FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http';

const AI_RATE_LIMITED = 'Too many AI requests. Please wait a minute and try again.';

const WINDOW_MS = 60_000;
// Windows of students who stopped calling are swept once this many are remembered.
const SWEEP_AT = 10_000;

/**
 * AI calls per student and minute (a fixed window from their first call). Kept in this process:
 * one server serves a family or a school, and a restart merely forgets the last minute's counts.
 * A model call costs money or a home server's whole GPU, so each student gets a fair share.
 */
export function aiRateLimit(limit: number) {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(time: number) {
    for (const [userId, window] of windows) {
      if (time - window.start >= WINDOW_MS) windows.delete(userId);
    }
  }

  return {
    /** Counts one call, or answers 429 with the seconds until the student's window ends. */
    take(userId: string, reply: FastifyReply): void {
      const time = Date.now();
      if (windows.size >= SWEEP_AT) sweep(time);
      const window = windows.get(userId);
      if (!window || time - window.start >= WINDOW_MS) {
        windows.set(userId, { start: time, count: 1 });
        return;
      }
      if (window.count < limit) {
        window.count += 1;
        return;
      }
      const seconds = Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000));
      void reply.header('retry-after', String(seconds));
      throw new HttpError(429, AI_RATE_LIMITED);
    },
  };
}
