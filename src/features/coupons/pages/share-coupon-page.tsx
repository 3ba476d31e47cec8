import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import { StatusPanel } from '../../../components/status/status-panel';
import type { MemberCoupon } from '../../../domain/coupons/coupon.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useMemberAction } from '../../auth';
import { useDrawShareCoupon } from '../api/draw-share-coupon';
import { CouponCard } from '../components/coupon-card';
import { readShareToken } from './share-params';

/**
 * /coupon?s={token} (spec 3 shared coupon link): a friend's invitation and a Draw button. The link
 * carries only a random token and the page shows nothing of the order or of who shared it. A visitor goes to /login and comes back here; a
 * share past its week answers "share expired" in an alert with a Sure button (spec 3 section 8).
 */
export function ShareCouponPage() {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const token = readShareToken(searchParams);
  const guard = useMemberAction();
  const draw = useDrawShareCoupon();
  const [drawn, setDrawn] = useState<{ coupon: MemberCoupon; again: boolean } | null>(null);
  const [expired, setExpired] = useState<'alert' | 'page' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!token) {
    return (
      <div className="page page--narrow">
        <StatusPanel heading="h1" title={t`This share link is not valid`} actions={<Link to="/" className="btn btn--primary">{t`Go to the home page`}</Link>} />
      </div>
    );
  }

  const onDraw = () =>
    guard(() => {
      setProblem(null);
      draw.mutate(
        token,
        {
          onSuccess: (reply) => setDrawn({ coupon: reply.Coupon, again: reply.AlreadyDrawn }),
          onError: (error) => {
            if (isApiError(error) && error.code === 'SHARE_EXPIRED') setExpired('alert');
            else setProblem(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'));
          },
        },
      );
    });

  return (
    <div className="page page--narrow share-coupon">
      <section className="share-coupon__card">
        <h1 className="share-coupon__title">{t`A gift from a friend`}</h1>
        {drawn ? (
          <>
            <p className="share-coupon__text" role="status">
              {drawn.again ? t`You have already drawn this coupon.` : t`The coupon is yours. Spend it on items in the Holo stores.`}
            </p>
            <ul className="coupons__grid coupons__grid--single">
              <CouponCard coupon={drawn.coupon} />
            </ul>
            <Link to="/myholo/coupons" className="btn btn--primary">
              {t`See my coupons`}
            </Link>
          </>
        ) : expired === 'page' ? (
          <p className="share-coupon__text">{t`This share has expired.`}</p>
        ) : (
          <>
            <p className="share-coupon__text">{t`Your friend shares a coupon with you. Draw it and spend it on items in the Holo stores.`}</p>
            {problem && (
              <p className="form-error" role="alert">
                {problem}
              </p>
            )}
            <button type="button" className="btn btn--primary" onClick={onDraw} disabled={draw.isPending}>
              {draw.isPending ? t`Drawing…` : t`Draw the coupon`}
            </button>
          </>
        )}
      </section>
      <Dialog
        open={expired === 'alert'}
        title={t`Share expired`}
        onClose={() => setExpired('page')}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setExpired('page')} data-autofocus>
            {t`Sure`}
          </button>
        }
      >
        <p className="dialog__text" role="alert">
          {t`This coupon was not shared, or the share has expired.`}
        </p>
      </Dialog>
    </div>
  );
}
