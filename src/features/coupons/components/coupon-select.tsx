import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MemberCoupon } from '../../../domain/coupons/coupon.schema';
import { applicableCoupons, type CouponDisabledReason } from '../../../domain/coupons/coupon-rules';
import { formatUsd } from '../../../domain/format/format-usd';

export interface CouponSelectProps {
  /** The order line's store item. */
  lineCommodityId: number;
  /** The line's price × quantity, cents. */
  totalCents: number;
  /** The member's coupons (GET /api/me/coupons?size=99, or a line of /api/me/coupons/usable). */
  coupons: readonly MemberCoupon[];
  /** The chosen member coupon id, or null for none. */
  value: number | null;
  onChange: (memberCouponId: number | null) => void;
  /** Coupons chosen on the order's other lines: each coupon goes on one line only. */
  takenIds?: ReadonlySet<number> | readonly number[];
  /** The visible label; "Coupon" by default. */
  label?: string;
  disabled?: boolean;
  /** For tests; the current time otherwise. */
  now?: Date;
}

/**
 * The store checkout's per-line coupon selector (spec 2 section 5): sorted by value, highest
 * first, the coupons that cannot go on this line disabled, and a "No coupon" option first.
 */
export function CouponSelect({ lineCommodityId, totalCents, coupons, value, onChange, takenIds = [], label, disabled, now }: CouponSelectProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const taken = useMemo(() => {
    const ids = new Set(takenIds);
    if (value !== null) ids.delete(value);
    return ids;
  }, [takenIds, value]);
  const options = applicableCoupons({ commodityId: lineCommodityId, totalCents }, coupons, now ?? new Date(), taken);
  const reasons: Record<CouponDisabledReason, string> = {
    not_applicable: t`not for this item`,
    taken: t`chosen for another item`,
    used: t`used`,
    expired: t`expired`,
  };

  return (
    <div className="field coupon-select">
      <label className="field__label" htmlFor={id}>
        {label ?? t`Coupon`}
      </label>
      <select
        id={id}
        className="field__select"
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t`No coupon`}</option>
        {options.map(({ coupon, disabled: off, reason }) => {
          const amount = formatUsd(coupon.FreeMoney, i18n.locale);
          const text = t`${coupon.Title}: ${amount} off`;
          const why = reason ? reasons[reason] : '';
          return (
            <option key={coupon.ID} value={String(coupon.ID)} disabled={off}>
              {reason ? t`${text} (${why})` : text}
            </option>
          );
        })}
      </select>
    </div>
  );
}
