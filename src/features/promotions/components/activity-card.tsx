import { Link } from 'react-router-dom';
import type { Activity } from '../../../domain/promotions/activity.schema';
import { ActivityDates } from './activity-dates';
import { ActivityStatusLabel } from './activity-status-label';

/** One promotion in the list: cover picture, status, name and dates, linking to its page. */
export function ActivityCard({ activity }: { activity: Activity }) {
  const cover = activity.Imgs[0];
  return (
    <li className={`activity-card activity-card--status-${activity.Status}`}>
      <Link to={`/myholo/activity/${activity.Id}`} className="activity-card__link">
        <div className="activity-card__cover">
          {cover ? <img src={cover} alt="" loading="lazy" width={800} height={420} /> : null}
          <ActivityStatusLabel status={activity.Status} />
        </div>
        <div className="activity-card__body">
          <h2 className="activity-card__name">{activity.Name}</h2>
          <ActivityDates start={activity.StartTime} end={activity.EndTime} />
        </div>
      </Link>
    </li>
  );
}
