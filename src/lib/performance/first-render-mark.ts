/**
 * A user-timing mark at the app's first commit: what was asked for before it is what the first view
 * needed (bench/pwa-bench-lighthouse.ts counts the first view's JavaScript by it); what loads after
 * it (the live client, a dialog's code) is not.
 */
export const FIRST_RENDER_MARK = 'holo:first-render';

export function markFirstRender() {
  if (typeof performance !== 'undefined' && performance.getEntriesByName(FIRST_RENDER_MARK).length === 0) performance.mark(FIRST_RENDER_MARK);
}
