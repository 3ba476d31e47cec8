import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DeskList } from '../../../components/desk-list';
import { useFormat } from '../../../lib/use-format';
import { giftsQuery } from '../api/content-queries';
import { GiftReleaseForm } from './gift-release-form';

/**
 * A promotion's gifts, those still to release first: a prize is released once it has shipped,
 * often days after it was awarded, from here.
 */
export function GiftList({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(giftsQuery(activityId));
  const rows = query.data?.Data ?? [];
  const total = query.data?.Total ?? 0;
  return (
    <DeskList query={query} count={rows.length} label={t`Gifts of this promotion`} empty={t`No gift awarded yet`}>
      {rows.map((gift) => (
        <li key={gift.Id} className="desk-card desk-card--stack" aria-label={t`Gift ${gift.Id}`}>
          <p className="desk-card__title">
            {gift.Name.en ?? Object.values(gift.Name)[0]} · {gift.MemberEmail ?? t`Member #${gift.MemberId}`}
          </p>
          <p className="desk-card__meta">
            {gift.GiftType === 0 ? t`A prize to ship` : t`Raffle tickets`} · {t`Awarded ${format.date(gift.CreatedAt)}`}
            {gift.ReleasedAt && ` · ${t`Released ${format.date(gift.ReleasedAt)}`}`}
            {gift.LogisticsCode && ` · ${gift.LogisticsCompanyName} ${gift.LogisticsCode}`}
          </p>
          {gift.RedemptionCodes.length > 0 && <p className="desk-card__meta">{gift.RedemptionCodes.join(', ')}</p>}
          {gift.OrderStatus === 2 && <GiftReleaseForm gift={gift} />}
        </li>
      ))}
      {total > rows.length && <li className="desk-card__meta">{t`The ${rows.length} listed of ${total}`}</li>}
    </DeskList>
  );
}
