/**
 * Resolves (or rejects) like `work`, but never before `ms` have passed: the sign-in busy state
 * lasts at least a second (spec 1 section 4), so a fast answer does not flash the button.
 */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
