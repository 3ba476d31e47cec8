interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so that the browser can paint and take a tap between two parts of a
 * long piece of work: `scheduler.yield()` where the browser has it (it resumes ahead of other
 * queued tasks), else a 0 ms timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
