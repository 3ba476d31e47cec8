import { useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { StatusPanel } from '../../../components/status/status-panel';
import { session } from '../../../lib/session/session-store';
import { useLivePromotion } from '../api/get-live-promotion';
import { SignInButton } from '../components/sign-in-button';

const AREA_CODE = /^[A-Z]{2}$/;

/**
 * /promotion/:id? (spec 3 "Promotion page"): id 0 the Korean sign-up promotion, id 1 the address
 * promotion (the live type 0 / type 1 activity of the region, KR unless ?AreaCode= says otherwise).
 * Visitors are asked to sign in; members go to the activity, or to their addresses for type 1.
 */
export function PromotionPage() {
  const { t } = useLingui();
  const { id = '0' } = useParams();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('AreaCode') ?? '';
  const areaCode = AREA_CODE.test(asked) ? asked : 'KR';
  const activityType = id === '1' ? 1 : 0;
  const known = id === '0' || id === '1';
  const promotion = useLivePromotion(activityType, areaCode);
  const { user, userKnown } = useSnapshot(session);
  const allPromotions = (
    <Link to="/myholo/activity" className="btn btn--ghost">
      {t`See all promotions`}
    </Link>
  );

  if (!known) return <div className="page"><StatusPanel heading="h1" title={t`This promotion does not exist`} actions={allPromotions} /></div>;
  if (promotion.isPending) return <div className="page promotion-page promotion-page--loading" aria-busy="true" aria-label={t`Loading the promotion`} />;
  if (promotion.isError && !promotion.data) {
    return (
      <div className="page">
        <StatusPanel tone="error" heading="h1" title={t`The promotion could not be loaded`} actions={<button type="button" className="btn btn--primary" onClick={() => void promotion.refetch()}>{t`Try again`}</button>} />
      </div>
    );
  }
  const activity = promotion.data?.Data;
  if (!activity) return <div className="page"><StatusPanel heading="h1" title={t`This promotion has ended`} actions={allPromotions}>{t`Thank you for your interest. See what is on now.`}</StatusPanel></div>;

  const action = !userKnown ? null : !user ? (
    <SignInButton>{t`Sign in to take part`}</SignInButton>
  ) : activityType === 1 ? (
    <Link to="/myholo/address" className="btn btn--primary">{t`Add a shipping address`}</Link>
  ) : (
    <Link to={`/myholo/activity/${activity.Id}`} className="btn btn--primary">{t`See the promotion`}</Link>
  );
  return (
    <div className="page promotion-page">
      <h1 className="promotion-page__title">{activity.Name}</h1>
      {activity.Imgs.map((src, index) => (
        <img key={src} className="promotion-page__picture" src={src} alt="" width={800} height={420} loading={index === 0 ? 'eager' : 'lazy'} />
      ))}
      <p className="promotion-page__summary">{activity.Summary}</p>
      <div className="promotion-page__action">{action}</div>
    </div>
  );
}
