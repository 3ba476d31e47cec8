import { useLingui } from '@lingui/react/macro';
import { ListState } from '../../../components/status/list-state';
import { ACTIVITY_PAGE_SIZE } from '../../../domain/promotions/activity.schema';
import { Pagination, pageCountOf } from '../../catalog';
import { useActivities } from '../api/get-activities';
import { ActivityCard } from '../components/activity-card';
import { activityHref } from './activity-params';

/** The promotions of the reader's region, 60 a page (spec 3 section 9). */
export function ActivityList({ page }: { page: number }) {
  const { t } = useLingui();
  const activities = useActivities(page);
  const rows = activities.data?.Data ?? [];
  return (
    <ListState
      query={activities}
      hasRows={rows.length > 0}
      loadingLabel={t`Loading promotions`}
      listClassName="activity-grid"
      rowClassName="activity-card"
      errorTitle={t`The promotions could not be loaded`}
      empty={{ title: t`No promotions right now`, text: t`New promotions will appear here.` }}
    >
      <ul className={activities.isPlaceholderData ? 'activity-grid activity-grid--busy' : 'activity-grid'}>
        {rows.map((activity) => (
          <ActivityCard key={activity.Id} activity={activity} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCountOf(activities.data?.Count ?? 0, ACTIVITY_PAGE_SIZE)} hrefFor={(n) => activityHref('promotions', n)} />
    </ListState>
  );
}
