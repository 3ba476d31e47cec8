/** The server a benchmark loads: the real app on a loopback port, and the load in a worker thread. */
import { Worker, type Transferable } from 'node:worker_threads';
import { buildApp } from '../server/app';
import type { Database } from '../server/db/client';
import { readEnv } from '../server/env';

export async function startBenchServer(database: Database, url: string | undefined) {
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATA_DIR: 'memory://' });
  const app = await buildApp({ env: { ...env, DATABASE_URL: url }, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

/** Starts the load module at `load` in a worker thread with `input` as its workerData. */
export function startLoadWorker(load: URL, input: unknown, transferList: Transferable[] = []): Worker {
  // A worker does not inherit tsx's loader: register it there before importing the TypeScript.
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(load.href)}); });`;
  return new Worker(boot, { eval: true, workerData: input, transferList });
}

/** The next message a worker posts; rejects if it fails or exits first. */
export function nextMessage<Message>(worker: Worker): Promise<Message> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`load worker exited with ${code}`));
    worker.once('message', (message: Message) => {
      worker.off('exit', onExit);
      resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', onExit);
  });
}

/** Runs the load module at `load` in a worker thread with `input` as its workerData; resolves with the message it posts. */
export function runLoadWorker<Input, Result>(load: URL, input: Input): Promise<Result> {
  return nextMessage<Result>(startLoadWorker(load, input));
}
