import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
    const order = SERVER_MODULES.flatMap(({ name, clearAll }) =>
      'clear' in clearAll ? [{ name, order: clearAll.order }] : [],
    )
      .sort((a, b) => a.order - b.order)
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
    const clear = SERVER_MODULES.flatMap(({ clearAll }) =>
      'clear' in clearAll ? [clearAll.order] : [],
    );
    const restore = SERVER_MODULES.flatMap((module) => module.backup?.restoreOrder ?? []);
    expect(new Set(clear).size).toBe(clear.length);
    expect(new Set(restore).size).toBe(restore.length);
  });

  it('keeps every table in a module table.ts or the account tables, where migrations are made from', () => {
    // drizzle.config.ts reads db/schema.ts and modules/*/table.ts: a table anywhere else would
    // get no migration, and the app would fail on its first query of it.
    const src = fileURLToPath(new URL('..', import.meta.url));
    const read = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(folder, entry.name);
        return entry.isDirectory() ? read(full) : [full];
      });
    const declaringTables = read(src)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /\bpgTable\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file).split(path.sep).join('/'));
    const outside = declaringTables.filter(
      (file) => file !== 'db/schema.ts' && !/^modules\/[a-z-]+\/table\.ts$/.test(file),
    );
    expect(declaringTables.length).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  });
});
