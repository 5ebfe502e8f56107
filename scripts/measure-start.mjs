// `npm run measure:start`: time from starting the built server on an existing data folder to the
// first 200 from /api/health, and the idle memory (RSS) of the server plus the embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.MEASURE_PORT ?? 3290);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-measure-'));

// PSS rather than RSS: PostgreSQL's processes share their buffers, which RSS would count in each.
function pssKb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Pss:'));
    return Number(line?.split(/\s+/)[1] ?? 0);
  } catch {
    return 0;
  }
}

function descendantsOf(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const all = [];
  const visit = (p) => (children.get(p) ?? []).forEach((c) => (all.push(c), visit(c)));
  visit(pid);
  return all;
}

async function run() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(10);
  }
  const ms = performance.now() - started;
  await sleep(3000);
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const serverKb = pssKb(child.pid);
  const databaseKb = [postmaster, ...descendantsOf(postmaster)].reduce(
    (sum, pid) => sum + pssKb(pid),
    0,
  );
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return { ms, serverKb, databaseKb };
}

const first = await run();
console.log(`first start (creates the database): ${first.ms.toFixed(0)} ms`);
const runs = [];
for (let i = 0; i < 3; i += 1) runs.push(await run());
runs.forEach((r, i) =>
  console.log(
    `start ${i + 1} on the existing data folder: ${r.ms.toFixed(0)} ms to the first 200 from /api/health`,
  ),
);
const last = runs[runs.length - 1];
console.log(
  `idle memory (PSS): server ${(last.serverKb / 1024).toFixed(1)} MB + embedded PostgreSQL ${(last.databaseKb / 1024).toFixed(1)} MB = ${((last.serverKb + last.databaseKb) / 1024).toFixed(1)} MB`,
);
rmSync(dataDir, { recursive: true, force: true });
