import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Shown while the activity switch is on: the way into the current promotion. */
export function ActivityEntry() {
  const { t } = useLingui();
  return (
    <section className="promo promo--activity" aria-labelledby="home-activity">
      <div>
        <h2 id="home-activity" className="promo__title">
          {t`Collector rewards are on`}
        </h2>
        <p className="promo__text">
          <Trans>Join this month's activity to collect points and coupons as you buy.</Trans>
        </p>
      </div>
      <Link to="/myholo/activity" className="btn btn--ghost">
        {t`See the activity`}
      </Link>
    </section>
  );
}
