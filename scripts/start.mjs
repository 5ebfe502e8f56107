// `npm start`: builds the web app and the server when their sources are newer than the build,
// then runs the server in this process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else if (stat.mtimeMs > latest) latest = stat.mtimeMs;
  };
  paths.forEach(visit);
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const shared = [at('packages'), at('package-lock.json')];

const targets = [
  {
    name: 'web app',
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      ...shared,
    ],
    command: ['npm', ['run', 'build', '-w', '@assignd/web']],
  },
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src'), at('apps/server/build.mjs'), ...shared],
    command: ['npm', ['run', 'build', '-w', '@assignd/server']],
  },
];

for (const target of targets) {
  if (builtAt(target.output) >= newest(target.sources)) continue;
  console.log(`[assignd] Building the ${target.name}...`);
  const [command, args] = target.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[assignd] Building the ${target.name} failed`);
    process.exit(result.status ?? 1);
  }
}

await import(at('apps/server/dist/main.js'));
