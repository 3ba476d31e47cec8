/**
 * Lets waiting requests in between a sweep's transactions. PGlite runs in this thread and its
 * queries resolve as microtasks, so a loop of transactions never reached the event loop's I/O
 * phase: no request could even be read until the whole pass had ended (seconds on a backlog).
 * Sweepers call this before each transaction; on PostgreSQL it costs next to nothing.
 */
import { setImmediate } from 'node:timers/promises';

export async function yieldToRequests(): Promise<void> {
  await setImmediate();
}
