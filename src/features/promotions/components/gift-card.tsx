import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ActivityOrder } from '../../../domain/promotions/activity.schema';
import { CopyButton } from '../../orders';

/**
 * One gift order (spec 3 "Activity order"): the prize, released or not, and once released its
 * raffle codes (each with a copy button) or its carrier and tracking number.
 */
export function GiftCard({ gift }: { gift: ActivityOrder }) {
  const { t, i18n } = useLingui();
  const detail = gift.ActivityCommodityDetail;
  const released = gift.OrderStatus === 1;
  const raffle = detail.CommodityType === 1;
  const picture = detail.Imgs[0];
  return (
    <li className="gift-card">
      {picture ? <img className="gift-card__picture" src={picture} alt="" loading="lazy" width={120} height={63} /> : <span className="gift-card__picture" />}
      <div className="gift-card__body">
        <h3 className="gift-card__name">{detail.Name}</h3>
        <p className="gift-card__activity">
          <Link to={`/myholo/activity/${gift.ActivityId}`}>{gift.ActivityName}</Link> ·{' '}
          <time dateTime={gift.CreateDate}>{i18n.date(gift.CreateDate, { dateStyle: 'medium' })}</time>
        </p>
        <p className="gift-card__meta">
          <span>{raffle ? t`Raffle tickets` : t`Physical prize`}</span>
          <span className={released ? 'gift-card__state gift-card__state--released' : 'gift-card__state'}>{released ? t`Released` : t`Unreleased`}</span>
        </p>
        {!released && <p className="gift-card__hint">{raffle ? t`Your codes appear here once the gift is released.` : t`The tracking number appears here once the prize is shipped.`}</p>}
        {released && raffle && (
          <ul className="gift-card__codes" aria-label={t`Redemption codes`}>
            {gift.LotteryList.map(({ RedemptionCode }) => (
              <li key={RedemptionCode}>
                <code>{RedemptionCode}</code>
                <CopyButton text={RedemptionCode} label={t`Copy the code ${RedemptionCode}`} />
              </li>
            ))}
          </ul>
        )}
        {released && !raffle && gift.LogisticsCode && (
          <dl className="gift-card__tracking">
            <div>
              <dt>{t`Carrier`}</dt>
              <dd>{gift.LogisticsCompanyName}</dd>
            </div>
            <div>
              <dt>{t`Tracking number`}</dt>
              <dd>
                <code>{gift.LogisticsCode}</code>
                <CopyButton text={gift.LogisticsCode} label={t`Copy the tracking number`} />
              </dd>
            </div>
          </dl>
        )}
      </div>
    </li>
  );
}
