// Realtime part of `npm run bench`: 100 students with 10 open sockets each on the built server.
// One device per student writes; the time is taken from the write's HTTP response to the change
// arriving on each of the other 9 devices. Memory per idle socket is the server's growth (JS heap
// plus buffers, and RSS) while the 1,000 sockets connect, divided by 1,000, each side read after
// a GC forced through the server's inspector.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { percentile } from './common.mjs';

const USERS = 100;
const DEVICES = 10;
const WAIT_MS = 10_000;

/** Resident memory of one process in bytes, from /proc (Linux). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? NaN) * 1024;
}

/** Forces two full GCs in the server through the inspector protocol, then reads its memory. */
async function memoryAfterGc(inspectorUrl, pid) {
  const ws = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let nextId = 0;
  const pending = new Map();
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString());
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      nextId += 1;
      pending.set(nextId, resolve);
      ws.send(JSON.stringify({ id: nextId, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const answer = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(answer.result.result.value);
    await sleep(500);
    return { heap: usage.heapUsed + usage.external, rss: rssOf(pid) };
  } finally {
    ws.close();
  }
}

async function signUp(baseUrl, i) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email: `realtime.${i}@example.com`,
      password: 'study-hard-2026',
      name: `Realtime ${i}`,
      firstName: 'Realtime',
      lastName: String(i),
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function openSocket(baseUrl, cookie, clientId, onChange) {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/realtime?client=${clientId}`, {
    headers: { cookie, origin: baseUrl },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${clientId}: no ready`)), WAIT_MS);
    ws.on('error', reject);
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(ws);
      } else if (message.type === 'change') onChange(message, performance.now());
    });
  });
}

/** Runs against a server already started on baseUrl; answers the figures for the table. */
export async function measureRealtime({ baseUrl, serverPid, inspectorUrl, writes, log }) {
  if (!inspectorUrl) throw new Error('the server was not started with --inspect');
  const sockets = [];
  try {
    log(`realtime: signing up ${USERS} students`);
    const cookies = [];
    for (let i = 0; i < USERS; i += 1) cookies.push(await signUp(baseUrl, i));

    // Arrivals of each write's change, by title (unique per write), on devices 1-9.
    const arrivals = new Map();
    const onChange = (device, message, at) => {
      const title = message.row?.title;
      if (device === 0 || !arrivals.has(title)) return;
      arrivals.get(title).push(at);
    };

    const before = await memoryAfterGc(inspectorUrl, serverPid);
    log(`realtime: opening ${USERS * DEVICES} sockets`);
    const connectStart = performance.now();
    for (let i = 0; i < USERS; i += 1) {
      const opened = await Promise.all(
        Array.from({ length: DEVICES }, (_, d) =>
          openSocket(baseUrl, cookies[i], `u${i}-d${d}`, (message, at) => onChange(d, message, at)),
        ),
      );
      sockets.push(...opened);
    }
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const after = await memoryAfterGc(inspectorUrl, serverPid);

    const api = async (i, method, url, body) => {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          cookie: cookies[i],
          origin: baseUrl,
          'content-type': 'application/json',
          'x-assignd-client': `u${i}-d0`,
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
      const json = await response.json();
      return { json, at: performance.now() };
    };
    const ids = [];
    for (let i = 0; i < USERS; i += 1) {
      ids.push((await api(i, 'POST', '/api/assignments', { title: `seed ${i}` })).json.id);
    }
    await sleep(500);

    log(`realtime: ${writes} writes, one at a time, each on the next student`);
    const perDevice = [];
    const lastDevice = [];
    for (let n = 0; n < writes; n += 1) {
      const i = n % USERS;
      const title = `write ${n}`;
      arrivals.set(title, []);
      const { at } = await api(i, 'PATCH', `/api/assignments/${ids[i]}`, { title });
      const deadline = performance.now() + WAIT_MS;
      while (arrivals.get(title).length < DEVICES - 1) {
        if (performance.now() > deadline)
          throw new Error(`${title} reached ${arrivals.get(title).length} of 9 devices`);
        await sleep(1);
      }
      const delays = arrivals.get(title).map((t) => t - at);
      perDevice.push(...delays);
      lastDevice.push(Math.max(...delays));
      arrivals.delete(title);
    }
    return {
      sockets: USERS * DEVICES,
      users: USERS,
      writes,
      connectSeconds,
      heapPerSocket: (after.heap - before.heap) / (USERS * DEVICES),
      rssPerSocket: (after.rss - before.rss) / (USERS * DEVICES),
      perDevice: { p50: percentile(perDevice, 50), p99: percentile(perDevice, 99) },
      lastDevice: { p50: percentile(lastDevice, 50), p99: percentile(lastDevice, 99) },
    };
  } finally {
    for (const ws of sockets) ws.terminate();
  }
}
