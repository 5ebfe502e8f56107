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
          fileParallelism: false,
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
