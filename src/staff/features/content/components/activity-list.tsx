import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { StaffActivityRow } from '../../../../domain/promotions/staff-activity.schema';
import { DeskList } from '../../../components/desk-list';
import { useFormat } from '../../../lib/use-format';
import { activitiesQuery } from '../api/content-queries';
import { ActivityForm } from './activity-form';
import { GiftForm } from './gift-form';
import { GiftList } from './gift-list';

/** The promotions with their dates, state and gifts; each edited whole, or given and sent gifts. */
export function ActivityList() {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(activitiesQuery());
  const [editing, setEditing] = useState<StaffActivityRow | 'new' | null>(null);
  const [gifting, setGifting] = useState<number | null>(null);
  const rows = query.data?.Data ?? [];
  const states = [t`Not started`, t`Running`, t`Ended`];
  if (editing) return <ActivityForm activity={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <>
      <div className="desk-toolbar">
        <button type="button" className="btn btn--primary btn--small" onClick={() => setEditing('new')}>{t`New promotion`}</button>
      </div>
      <DeskList query={query} count={rows.length} label={t`Promotions`} empty={t`No promotion yet`}>
        {rows.map((row) => (
          <li key={row.Id} className="desk-card desk-card--stack" aria-label={row.Name.en}>
            <div className="desk-card__head">
              {row.Imgs[0] && <img className="desk-card__banner" src={row.Imgs[0]} alt="" width="120" height="48" loading="lazy" />}
              <div className="desk-card__body">
                <p className="desk-card__title">{row.Name.en}</p>
                <p className="desk-card__meta">
                  {states[row.Status]} · {format.date(row.StartTime)} – {format.date(row.EndTime)} · {row.Regions.join(', ') || t`Everywhere`}
                  {row.Popup && ` · ${t`Pop-up`}`}
                </p>
                <p className="desk-card__meta">{t`Gifts: ${row.GiftCount} awarded, ${row.ReleasedCount} released`}</p>
              </div>
              <div className="desk-card__actions">
                <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(row)}>{t`Edit`}</button>
                <button type="button" className="btn btn--ghost btn--small" aria-expanded={gifting === row.Id} onClick={() => setGifting(gifting === row.Id ? null : row.Id)}>{t`Gifts`}</button>
              </div>
            </div>
            {gifting === row.Id && (
              <>
                <GiftForm activityId={row.Id} />
                <GiftList activityId={row.Id} />
              </>
            )}
          </li>
        ))}
      </DeskList>
    </>
  );
}
