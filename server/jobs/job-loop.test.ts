import { describe, expect, it, vi } from 'vitest';
import { startJobLoop } from './job-loop';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startJobLoop', () => {
  it('runs the job again and again without overlapping runs, and keeps going after a failure', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const errors: object[] = [];
    const loop = startJobLoop(
      'test',
      async () => {
        runs += 1;
        running += 1;
        overlapped ||= running > 1;
        await sleep(15);
        running -= 1;
        if (runs === 2) throw new Error('boom');
      },
      5,
      { error: (obj) => errors.push(obj) },
    );
    // Waits for the fourth run rather than a fixed 150 ms: on a loaded machine (or a GC pause in a
    // worker shared with other files) four runs 5 ms apart can take longer than that.
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(4), { timeout: 5_000, interval: 10 });
    await loop.stop();
    expect(runs).toBeGreaterThanOrEqual(4);
    expect(overlapped).toBe(false);
    expect(errors).toEqual([expect.objectContaining({ job: 'test' })]);
  });

  it('stop() waits for the run in flight and prevents the next one', async () => {
    let finished = false;
    let runs = 0;
    const loop = startJobLoop(
      'test',
      async () => {
        runs += 1;
        await sleep(60);
        finished = true;
      },
      1,
      { error: () => {} },
    );
    await sleep(20);
    await loop.stop();
    expect(finished).toBe(true);
    await sleep(30);
    expect(runs).toBe(1);
  });
});
