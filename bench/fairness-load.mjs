// Student A of bench/fairness.mjs, in a worker thread of its own so that reading A's large answers
// does not hold up the timing of B's requests on the main thread.
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, headers, parallel, until } = workerData;
const statuses = {};
const okTimes = [];

async function pull() {
  while (Date.now() < until) {
    const started = performance.now();
    let status;
    try {
      const response = await fetch(`${baseUrl}/api/assignments`, { headers });
      await response.arrayBuffer();
      status = String(response.status);
      if (response.status === 200) okTimes.push(performance.now() - started);
    } catch (error) {
      status = `network error (${error.cause?.code ?? error.message})`;
    }
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: parallel }, pull));
parentPort.postMessage({ statuses, okTimes });
