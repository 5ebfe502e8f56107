// Bundles the server and the workspace packages it imports; npm dependencies stay external.
// `node build.mjs --watch` rebuilds on every change (used by `npm run dev`).
import { build, context } from 'esbuild';

const options = {
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-dependencies',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@assignd/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
