import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { TabList } from '../../../components/tabs/tab-list';
import { ActivityDetail } from './activity-detail';
import { ActivityList } from './activity-list';
import { activityHref, readActivityId, readActivityParams, type ActivityTab } from './activity-params';
import { GiftList } from './gift-list';

/**
 * /myholo/activity/:id? (spec 3 "Promotions"): the promotions list with the toggle to the member's
 * gift orders, or with an id that promotion's page. Open to visitors; the gifts ask them to sign in.
 */
export function ActivityPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  if (id !== undefined) {
    const activityId = readActivityId(id);
    return (
      <div className="page activity-page">
        {activityId === null ? (
          <StatusPanel heading="h1" title={t`This promotion does not exist`} actions={<Link to="/myholo/activity" className="btn btn--ghost">{t`All promotions`}</Link>} />
        ) : (
          <ActivityDetail id={activityId} />
        )}
      </div>
    );
  }
  const { tab, page } = readActivityParams(searchParams);
  return (
    <div className="page activity-page">
      <h1 className="activity-page__title">{t`Promotions`}</h1>
      <TabList<ActivityTab>
        label={t`Promotions or my gifts`}
        idBase="activity"
        value={tab}
        onChange={(next) => navigate(activityHref(next))}
        tabs={[
          { value: 'promotions', label: t`Promotions` },
          { value: 'gifts', label: t`My gifts` },
        ]}
      />
      <div id="activity-panel" role="tabpanel" aria-labelledby={`activity-tab-${tab}`} className="activity-page__panel">
        {tab === 'gifts' ? <GiftList page={page} /> : <ActivityList page={page} />}
      </div>
    </div>
  );
}
