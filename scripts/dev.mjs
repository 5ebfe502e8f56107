// `npm run dev`: the API rebuilt and restarted on every change (port 3001 by default) behind
// Vite's dev server with hot reload on http://localhost:5173.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const children = [];

function run(command, args, options) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== null && code !== 0) stop(code);
  });
  return child;
}

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

const serverDir = path.join(root, 'apps/server');
run(process.execPath, ['build.mjs', '--watch'], { cwd: serverDir });
while (!existsSync(path.join(serverDir, 'dist/main.js'))) await sleep(100);

run(process.execPath, ['--enable-source-maps', '--watch', 'dist/main.js'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: apiPort,
    SERVE_WEB: 'false',
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
  },
});
run('npx', ['vite'], {
  cwd: path.join(root, 'apps/web'),
  env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
});
console.log(`[assignd] Open http://localhost:5173 (API on http://localhost:${apiPort})`);
