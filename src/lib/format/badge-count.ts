/** Header badges (watch, messages, cart) are capped: spec 1 section 9 caps counts at 99. */
export const BADGE_MAX = 99;

/** The text a badge shows, or null when there is nothing to show. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
