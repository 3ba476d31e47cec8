import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { isApiError } from '../../../lib/api/api-error';
import { useActivity } from '../api/get-activity';
import { ActivityDates } from '../components/activity-dates';
import { ActivityStatusLabel } from '../components/activity-status-label';

/** One promotion's page: its pictures, text, dates and status. */
export function ActivityDetail({ id }: { id: number }) {
  const { t } = useLingui();
  const activity = useActivity(id);
  const back = (
    <Link to="/myholo/activity" className="btn btn--ghost">
      {t`All promotions`}
    </Link>
  );
  if (activity.isPending) return <div className="activity-detail activity-detail--skeleton" aria-busy="true" aria-label={t`Loading the promotion`} />;
  if (!activity.data) {
    const missing = isApiError(activity.error) && activity.error.status === 404;
    return missing ? (
      <StatusPanel heading="h1" title={t`This promotion does not exist`} actions={back} />
    ) : (
      <StatusPanel
        tone="error"
        heading="h1"
        title={t`The promotion could not be loaded`}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void activity.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  }
  const { Name, Summary, Imgs, Status, StartTime, EndTime } = activity.data;
  return (
    <article className="activity-detail">
      <p className="activity-detail__back">
        <Link to="/myholo/activity">{t`All promotions`}</Link>
      </p>
      <header className="activity-detail__header">
        <ActivityStatusLabel status={Status} />
        <h1 className="activity-detail__name">{Name}</h1>
        <ActivityDates start={StartTime} end={EndTime} />
      </header>
      {Imgs.map((src, index) => (
        <img key={src} className="activity-detail__picture" src={src} alt="" width={800} height={420} loading={index === 0 ? 'eager' : 'lazy'} />
      ))}
      <p className="activity-detail__summary">{Summary}</p>
    </article>
  );
}
