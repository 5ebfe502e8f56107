import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's '@/' imports; its component tests (.test.tsx) pick jsdom per file.
        resolve: {
          alias: { '@': decodeURIComponent(new URL('apps/web/src', import.meta.url).pathname) },
        },
        test: {
          name: 'unit',
          // Vitest's default on 2 cores is one worker: 57 s; two take 41 s (issue 27).
          maxWorkers: 2,
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time (issue 27): the suite mostly waits on PostgreSQL, and one file
          // at a time left this 2-core machine half idle (161 s; 104 s with two, on embedded 18
          // and on PostgreSQL 15 alike). Each file's apps have databases of their own, the outage
          // tests cut only their own server or proxy, and a test's time bounds held in 4 runs.
          maxWorkers: 2,
          // One module graph for all files: each file loading the whole server again took about
          // 100 of the suite's 430 s. The files share no state through it: every test builds its
          // own app on its own database (test/helpers.ts), and none mocks a module.
          isolate: false,
        },
      },
      {
        // Figures only (`npm run measure:ai`, `measure:import`), never part of `npm test`: they
        // assert no time.
        test: {
          name: 'measure',
          include: ['apps/server/test/**/*.measure.ts', 'packages/*/src/**/*.measure.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
