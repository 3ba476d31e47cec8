/**
 * Single requests at a steady pace, sent from a worker thread of their own so that a stalled server
 * thread cannot hold back the sending (nor hide its stall): the paths in turn, one every `paceMs`,
 * without waiting for answers. stop() ends the sending and resolves once every request sent has been
 * answered or has timed out, with each one's status (0: no answer) and latency.
 */
import { Worker } from 'node:worker_threads';

export interface ProbeRequest {
  path: string;
  cookie?: string;
}

export interface ProbeAnswer {
  path: string;
  status: number;
  ms: number;
}

export interface LatencyProbe {
  stop(): Promise<ProbeAnswer[]>;
}

interface ProbeInput {
  baseUrl: string;
  requests: ProbeRequest[];
  paceMs: number;
  timeoutMs: number;
}

// Plain JavaScript evaluated in the worker (a worker does not inherit the test runner's TypeScript loader).
const probeSource = `
const { parentPort, workerData } = await import('node:worker_threads');
const { baseUrl, requests, paceMs, timeoutMs } = workerData;
const answers = [];
const pending = new Set();
let next = 0;
const send = () => {
  const { path, cookie } = requests[next++ % requests.length];
  const started = performance.now();
  const done = fetch(baseUrl + path, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(timeoutMs) })
    .then(async (response) => { await response.arrayBuffer(); return response.status; }, () => 0)
    .then((status) => { answers.push({ path, status, ms: performance.now() - started }); pending.delete(done); });
  pending.add(done);
};
const timer = setInterval(send, paceMs);
send();
parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(pending);
  parentPort.postMessage(answers);
});
`;

export function startLatencyProbe(baseUrl: string, requests: ProbeRequest[], paceMs = 20, timeoutMs = 30_000): LatencyProbe {
  const input: ProbeInput = { baseUrl, requests, paceMs, timeoutMs };
  const worker = new Worker(`(async () => {${probeSource}})()`, { eval: true, workerData: input });
  return {
    stop() {
      return new Promise<ProbeAnswer[]>((resolve, reject) => {
        worker.once('message', (answers: ProbeAnswer[]) => void worker.terminate().then(() => resolve(answers)));
        worker.once('error', reject);
        worker.postMessage('stop');
      });
    },
  };
}

/** The p-th percentile of the latencies (nearest rank); 0 for none. */
export function latencyPercentile(answers: ProbeAnswer[], p: number): number {
  const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
