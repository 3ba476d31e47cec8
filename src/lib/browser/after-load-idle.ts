/** How long after the load event a task waits for an idle moment at most. */
export const IDLE_WAIT_MS = 2000;

/**
 * Runs `task` once the page has loaded and the main thread is idle (IDLE_WAIT_MS after the load
 * at most): work the first view does not need waits until the first view is done. Returns the cancel.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, IDLE_WAIT_MS / 2);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
