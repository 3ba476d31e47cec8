/**
 * What a listing card's badge says (issue 32): the grade label ("PSA 10", "BGS 9.5"), a raw
 * card's condition code ("NM", the hobby's short form in every language), "Graded" for a graded
 * listing without a structured grade, nothing for sealed products.
 */
import type { ListingCard } from './market-search.schema';

export type GradeBadge = { kind: 'graded' | 'raw'; text: string } | { kind: 'graded-unknown' };

export function gradeBadgeOf(listing: Pick<ListingCard, 'IsGraded' | 'GradeLabel' | 'Condition'>): GradeBadge | null {
  if (listing.GradeLabel) return { kind: 'graded', text: listing.GradeLabel };
  if (listing.IsGraded) return { kind: 'graded-unknown' };
  if (listing.Condition) return { kind: 'raw', text: listing.Condition };
  return null;
}
