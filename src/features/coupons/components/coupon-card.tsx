import { useLingui } from '@lingui/react/macro';
import { CouponStatus, type MemberCoupon } from '../../../domain/coupons/coupon.schema';
import { formatUsd } from '../../../domain/format/format-usd';

/** One coupon (spec 3 "Coupons"): FreeMoney off, the expiry date and whether it is for all products. */
export function CouponCard({ coupon }: { coupon: MemberCoupon }) {
  const { t, i18n } = useLingui();
  const amount = formatUsd(coupon.FreeMoney, i18n.locale);
  const endDate = i18n.date(coupon.EndDate, { dateStyle: 'medium', timeStyle: 'short' });
  const spent = coupon.Status === CouponStatus.Used;
  const expired = coupon.Status === CouponStatus.Expired;
  const className = ['coupon-card', spent || expired ? 'coupon-card--inactive' : ''].filter(Boolean).join(' ');
  return (
    <li className={className}>
      <p className="coupon-card__value">{t`${amount} off`}</p>
      <div className="coupon-card__body">
        {(spent || expired) && <span className="coupon-card__badge">{spent ? t`Used` : t`Expired`}</span>}
        <h2 className="coupon-card__title">{coupon.Title}</h2>
        <p className="coupon-card__scope">{coupon.IsAllUse ? t`All products` : t`Selected items only`}</p>
        <p className="coupon-card__date">
          <time dateTime={coupon.EndDate}>{expired ? t`Expired on ${endDate}` : t`Valid until ${endDate}`}</time>
        </p>
      </div>
    </li>
  );
}
