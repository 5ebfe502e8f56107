// A copy of the build for `npm run bench` and `npm run bench:phone`, so a rebuild of this checkout
// while a bench runs does not pull files out from under its server.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * The server serves apps/web/dist from disk, and anyone sharing this checkout may rebuild it while
 * the bench runs (a rebuild swaps every hashed file name). So the bench runs a copy of the build
 * as it stands now, laid out as in the repository, and checks that the copy is whole: every file
 * that index.html and the code chunks name is there.
 */
export function snapshotBuild(root, appDir, log, { web = true } = {}) {
  const from = (...parts) => path.join(root, ...parts);
  const to = (...parts) => path.join(appDir, ...parts);
  for (let attempt = 1; ; attempt += 1) {
    rmSync(to('apps'), { recursive: true, force: true });
    for (const part of [
      'apps/server/package.json',
      'apps/server/dist/main.js',
      'apps/server/drizzle',
      ...(web ? ['apps/web/dist'] : []),
    ]) {
      cpSync(from(part), to(part), { recursive: true });
    }
    const missing = web ? missingWebFiles(to('apps/web/dist')) : [];
    if (missing.length === 0) break;
    if (attempt === 10) {
      throw new Error(
        `apps/web/dist keeps changing under the bench; missing ${missing.join(', ')}`,
      );
    }
    log(`apps/web/dist was being rebuilt (missing ${missing[0]}); copying again`);
    sleepSync(1000);
  }
  if (!existsSync(to('node_modules'))) symlinkSync(from('node_modules'), to('node_modules'), 'dir');
  return to('apps/server/dist/main.js');
}

function missingWebFiles(dist) {
  const missing = new Set();
  const check = (name) => {
    if (!existsSync(path.join(dist, 'assets', name))) missing.add(name);
  };
  if (!existsSync(path.join(dist, 'index.html'))) return ['index.html'];
  for (const [, name] of readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(
    /assets\/([\w.-]+)/g,
  )) {
    check(name);
  }
  for (const file of readdirSync(path.join(dist, 'assets'))) {
    if (!/\.(js|css)$/.test(file)) continue;
    const text = readFileSync(path.join(dist, 'assets', file), 'utf8');
    for (const [, name] of text.matchAll(/["'(](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css))["')]/g))
      check(name);
  }
  return [...missing];
}

function sleepSync(millis) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, millis);
}
