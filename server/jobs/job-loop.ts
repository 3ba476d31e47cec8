/**
 * Runs a job every few seconds in this process (main.ts). Runs never overlap here; other nodes may
 * run the same job at the same time, which the jobs allow for (FOR UPDATE SKIP LOCKED). stop()
 * cancels the next run and waits for the one in flight, so shutdown never cuts a run in half.
 */
import { jobRunDuration } from '../metrics/metrics';

export interface JobLoopLog {
  error(obj: object, msg: string): void;
}

export interface JobLoop {
  stop(): Promise<void>;
}

export function startJobLoop(name: string, run: () => Promise<unknown>, intervalMs: number, log: JobLoopLog): JobLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const tick = () => {
    const endTimer = jobRunDuration.startTimer({ job: name });
    inFlight = run()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, job: name }, 'job run failed'),
      )
      .finally(() => {
        endTimer();
        inFlight = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
