import { useLingui } from '@lingui/react/macro';
import type { ListingCard } from '../../../domain/catalog/market-search.schema';
import { gradeBadgeOf } from '../../../domain/catalog/grade-badge';

/** The picture's badge: "PSA 10", a raw card's condition ("NM"), or "Graded". */
export function GradeBadge({ listing }: { listing: ListingCard }) {
  const { t } = useLingui();
  const badge = gradeBadgeOf(listing);
  if (!badge) return null;
  const text = badge.kind === 'graded-unknown' ? t`Graded` : badge.text;
  return <span className={`lcard__badge lcard__badge--${badge.kind === 'raw' ? 'raw' : 'graded'}`}>{text}</span>;
}
