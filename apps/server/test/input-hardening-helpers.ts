import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { abRotation } from '@assignd/core/schedule-test-rows';
import { expect } from 'vitest';
import type { Reply } from './helpers';
import type { Student } from './planner-helpers';

/** An A/B rotation with one period; `overrides` may hold values the server must refuse. */
export const rotating = (overrides: Record<string, unknown> = {}) => ({
  ...abRotation('2026-09-01', {
    days: { '1': [{ id: 'p1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM' }], '2': [] },
  }),
  ...overrides,
});

/** Everything the student can read back, to show a refused request wrote nothing. */
async function plannerOf(who: Student) {
  const urls = ['/api/assignments', '/api/classes', '/api/events', '/api/schedule', '/api/profile'];
  return Promise.all(urls.map(async (url) => (await who.browser.get(url)).body));
}

/**
 * The longest the event loop was held, sampled every millisecond. Each gap between samples counts
 * as the smaller of its wall time and the CPU time the process spent in it: on a shared machine the
 * process can wait tens of ms for a core, which monitorEventLoopDelay alone would blame on us.
 * Garbage-collection pauses inside a gap are taken out and reported on their own: they depend on
 * the whole test process's heap (vitest, fixtures), not on the request's own work.
 */
function watchEventLoop() {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const pauses: { start: number; end: number }[] = [];
  const collections = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }
  });
  collections.observe({ entryTypes: ['gc'] });
  const gaps: { start: number; end: number; held: number }[] = [];
  let lastCpu = process.cpuUsage();
  let lastWall = performance.now();
  const timer = setInterval(() => {
    const cpu = process.cpuUsage(lastCpu);
    const wall = performance.now();
    gaps.push({
      start: lastWall,
      end: wall,
      held: Math.min(wall - lastWall, (cpu.user + cpu.system) / 1000),
    });
    lastCpu = process.cpuUsage();
    lastWall = wall;
  }, 1);
  return () => {
    clearInterval(timer);
    delay.disable();
    collections.disconnect();
    const collecting = (gap: { start: number; end: number }) =>
      pauses
        .filter((pause) => pause.start >= gap.start && pause.end <= gap.end)
        .reduce((sum, pause) => sum + pause.end - pause.start, 0);
    return {
      loopDelayMaxMs: delay.max / 1e6,
      blockedMs: Math.max(0, ...gaps.map((gap) => gap.held - collecting(gap))),
      gcMaxMs: Math.max(0, ...pauses.map((pause) => pause.end - pause.start)),
    };
  };
}

/** The reply, how long it took and the longest the event loop was held meanwhile. */
export async function measured(send: () => Promise<Reply>) {
  const stop = watchEventLoop();
  const started = performance.now();
  try {
    const reply = await send();
    const ms = performance.now() - started;
    // One more sample, so a block just before the reply is counted too, and the last
    // collection's entry has been delivered.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { reply, ms, ...stop() };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Sends, expects a 400 naming the field, and checks nothing the student can read changed. */
export async function expectRefused(
  who: Student,
  send: () => Promise<Reply>,
  check: (reply: Reply) => void,
) {
  const before = await plannerOf(who);
  const { reply, ms, blockedMs } = await measured(send);
  check(reply);
  expect(await plannerOf(who)).toEqual(before);
  return { ms, blockedMs };
}

export const restore = (who: Student, file: unknown) =>
  who.browser.post('/api/backup', typeof file === 'string' ? file : JSON.stringify(file));

export const expectBackupRefused = (field: string) => (reply: Reply) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body).toEqual({ error: 'Invalid backup file format', field });
};
