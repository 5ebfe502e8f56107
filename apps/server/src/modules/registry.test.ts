import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJobs } from '../jobs/job-queue';
import { defineJob, type JobModule } from '../jobs/job-types';
import { REALTIME_TABLES, SERVER_MODULES } from './registry';

const restoreOrderOf = (key: string) =>
  SERVER_MODULES.find((module) => module.backup?.key === key)?.backup?.restoreOrder ?? NaN;

describe('the module registry', () => {
  it('names each module, repository and realtime table once', () => {
    const names = SERVER_MODULES.map((module) => module.name);
    const repositories = SERVER_MODULES.flatMap((module) => Object.keys(module.repositories));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(repositories).size).toBe(repositories.length);
    expect(new Set(REALTIME_TABLES).size).toBe(REALTIME_TABLES.length);
    expect(repositories).not.toContain('changes');
    expect(repositories).not.toContain('quotas');
  });

  it('names each job once across modules, and follows only realtime tables', () => {
    const jobs = SERVER_MODULES.flatMap((module) => Object.keys(module.jobs ?? {}));
    expect(new Set(jobs).size).toBe(jobs.length);
    const followed = SERVER_MODULES.flatMap((module) => module.follows?.tables ?? []);
    expect(followed.filter((table) => !REALTIME_TABLES.includes(table))).toEqual([]);
  });

  it('refuses to start a queue with a job name registered twice', () => {
    const ping = defineJob({
      payload: z.object({}),
      handler: () => Promise.resolve(),
      options: { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
      schedule: null,
    });
    const module = (name: string): JobModule => ({ name, jobs: { ping }, follows: null });
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    expect(() =>
      createJobs({
        url: 'postgres://nobody@127.0.0.1:1/none',
        db: undefined as never,
        modules: [module('a'), module('b')],
        pollSeconds: 2,
        clock: () => new Date(),
        log,
      }),
    ).toThrow('Job ping is registered twice');
  });

  it('restores classes and study sets before the parts that re-link to their new ids', () => {
    expect(restoreOrderOf('classes')).toBeLessThan(restoreOrderOf('assignments'));
    expect(restoreOrderOf('classes')).toBeLessThan(restoreOrderOf('schedule'));
    expect(restoreOrderOf('studySets')).toBeLessThan(restoreOrderOf('flashcards'));
  });

  it('clears focus sessions, then in the order of spec 7, then events, then newer modules', () => {
    const order = SERVER_MODULES.filter((module) => module.clearAll)
      .sort((a, b) => (a.clearAll?.order ?? 0) - (b.clearAll?.order ?? 0))
      .map((module) => module.name);
    // The study-sets module clears flashcards, then study sets. A module written by
    // npm run new-module takes the next place after these (scripts/new-module.mjs).
    expect(order.slice(0, 6)).toEqual([
      'focus',
      'study-sets',
      'assignments',
      'schedule',
      'classes',
      'events',
    ]);
  });

  it('gives each part one distinct place in its order', () => {
    const clear = SERVER_MODULES.flatMap((module) => module.clearAll?.order ?? []);
    const restore = SERVER_MODULES.flatMap((module) => module.backup?.restoreOrder ?? []);
    expect(new Set(clear).size).toBe(clear.length);
    expect(new Set(restore).size).toBe(restore.length);
  });
});
