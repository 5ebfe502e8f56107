import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR_ENV = 'ASSIGND_E2E_DATA_DIR';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  projects: [
    { name: 'e2e', testDir: './tests' },
    // Run by `npm run size`, not by `npm test`.
    { name: 'size', testDir: './measure', testMatch: 'size.spec.ts' },
    // Run by `npm run measure:offline`, not by `npm test`.
    { name: 'offline', testDir: './measure', testMatch: 'offline-replay.spec.ts' },
  ],
  globalSetup: './global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    // E2E_BASE_URL points one spec at a server already running (a dev server, say).
    baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    // Recording a trace for every test cost about 15% of the browser tests' time (issue 27), and
    // a CI run keeps only its log: there a failure reports its error and screenshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
