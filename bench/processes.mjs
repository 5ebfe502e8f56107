// Child processes, free ports, cleanup and CPU accounting for `npm run bench`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('No free port')),
      );
    });
  });
}

// Every child started here, newest last, so that stopAll() finds even one still starting.
const running = new Set();
let closed = false;

/** Starts `node <script>` and waits until `readyUrl` answers 200 (or the child exits). */
export async function startNode(
  name,
  script,
  { env, readyUrl, timeoutMs = 90_000, nodeArgs = [] },
) {
  if (closed) throw new Error(`not starting ${name}: the bench is stopping`);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  const handle = { name, child, exited, output: () => output };
  running.add(handle);
  void exited.then(() => running.delete(handle));

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited during start:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stopChild(handle);
      throw new Error(
        `${name} did not answer ${readyUrl} within ${timeoutMs / 1000} s:\n${output}`,
      );
    }
    try {
      if ((await fetch(readyUrl, { signal: AbortSignal.timeout(2000) })).ok) return handle;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
}

/** SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
export async function stopChild(handle, graceMs = 20_000) {
  const { child } = handle;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = sleep(graceMs).then(() => 'timeout');
  if ((await Promise.race([handle.exited, timer])) === 'timeout') {
    child.kill('SIGKILL');
    await handle.exited;
  }
}

/** Stops every child still running, newest first; no child can be started afterwards. */
export async function stopAll(graceMs) {
  closed = true;
  for (const handle of [...running].reverse()) await stopChild(handle, graceMs);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The postmaster of an embedded cluster, from line 1 of postmaster.pid. */
export function postmasterPid(pidFile) {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** A postmaster the server left behind (it crashed or was killed): fast shutdown, then harder. */
export async function stopPostmaster(pidFile) {
  const pid = postmasterPid(pidFile);
  if (!pid || !isAlive(pid)) return;
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 2_000],
  ]) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      if (!isAlive(pid)) return;
      await sleep(100);
    }
  }
}

function parentsByPid() {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** `pid` and every process below it. */
export function withDescendants(pid) {
  const children = parentsByPid();
  const all = [pid];
  const visit = (p) =>
    (children.get(p) ?? []).forEach((c) => {
      all.push(c);
      visit(c);
    });
  visit(pid);
  return all;
}

/** utime + stime of one process, in clock ticks. */
function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat; after "pid (comm) " the state is field 3, so index = n - 3.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Waits (at most `timeoutMs`) until the processes `pidsOf` answers use less than 10% of a core over
 * three 200 ms windows in a row: a load generator stops without waiting for the answers on their
 * way, and their work must not spill into the next measurement.
 */
export async function waitForIdle(pidsOf, timeoutMs = 15_000) {
  const total = () => pidsOf().reduce((sum, pid) => sum + (processTicks(pid) ?? 0), 0);
  const hz = 100; // USER_HZ on Linux
  const until = Date.now() + timeoutMs;
  let quiet = 0;
  let last = total();
  while (Date.now() < until && quiet < 3) {
    await sleep(200);
    const now = total();
    quiet = (now - last) / hz < 0.2 * 0.1 ? quiet + 1 : 0;
    last = now;
  }
}

function machineTicks() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { total, idle };
}

/**
 * CPU use while something runs: per named group of processes (their pids are listed afresh at the
 * start and at the end, so backends opened during the run count too) and everything else.
 * `groups` maps a label to a function answering the pids to count under it.
 */
export function cpuMeter(groups) {
  const snapshot = () => {
    const perGroup = new Map();
    for (const [label, pidsOf] of Object.entries(groups)) {
      const ticks = new Map();
      for (const pid of pidsOf()) {
        const t = processTicks(pid);
        if (t !== undefined) ticks.set(pid, t);
      }
      perGroup.set(label, ticks);
    }
    return { machine: machineTicks(), perGroup };
  };
  const start = snapshot();
  return () => {
    const end = snapshot();
    const elapsed = end.machine.total - start.machine.total;
    const cores = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .filter((l) => /^cpu\d+ /.test(l)).length;
    // Shares are in % of one core (200% = both cores of a 2-core machine busy).
    const share = (ticks) => (elapsed > 0 ? (ticks / elapsed) * cores * 100 : 0);
    const result = {};
    let ours = 0;
    for (const [label, endTicks] of end.perGroup) {
      const startTicks = start.perGroup.get(label);
      let used = 0;
      for (const [pid, t] of endTicks) used += t - (startTicks.get(pid) ?? 0);
      ours += used;
      result[label] = share(used);
    }
    const busy = elapsed - (end.machine.idle - start.machine.idle);
    result.other = share(Math.max(0, busy - ours));
    result.idle = share(end.machine.idle - start.machine.idle);
    result.cores = cores;
    return result;
  };
}
