/**
 * `load`, started at most once: every call shares the first call's promise, unless that promise
 * failed, in which case the next call tries again (a chunk that did not arrive on a bad connection
 * is fetched anew on the next tap).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
