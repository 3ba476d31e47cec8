import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { StaffBannerRow } from '../../../../domain/staff/staff.schema';
import { DeskList } from '../../../components/desk-list';
import { useDeskAction } from '../../../lib/use-desk-action';
import { bannersQuery, contentKeys, patchBanner } from '../api/content-queries';
import { BannerForm } from './banner-form';

/** The home page's banners of every area in their order: on or off, moved up or down, edited. */
export function BannerList() {
  const { t } = useLingui();
  const query = useQuery(bannersQuery());
  const [editing, setEditing] = useState<StaffBannerRow | 'new' | null>(null);
  const patch = useDeskAction(patchBanner, { invalidate: contentKeys.banners(), done: t`Banner saved` });
  const swap = useDeskAction(
    async ({ first, second, sort }: { first: number; second: number; sort: number }) => {
      await patchBanner({ id: first, patch: { Sort: sort } });
      await patchBanner({ id: second, patch: { Sort: sort + 1 } });
    },
    { invalidate: contentKeys.banners(), done: t`Banner moved` },
  );
  const rows = query.data?.Data ?? [];
  // Moving swaps places with the neighbour in the same area (equal orders are told apart by id).
  const move = (row: StaffBannerRow, by: -1 | 1) => {
    const area = rows.filter((r) => r.AreaCode === row.AreaCode);
    const index = area.findIndex((r) => r.Id === row.Id);
    const other = area[index + by];
    if (!other) return;
    const [first, second] = by === -1 ? [row, other] : [other, row];
    swap.mutate({ first: first.Id, second: second.Id, sort: Math.min(row.Sort, other.Sort) });
  };
  if (editing) return <BannerForm banner={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <>
      <div className="desk-toolbar">
        <button type="button" className="btn btn--primary btn--small" onClick={() => setEditing('new')}>{t`New banner`}</button>
      </div>
      <DeskList query={query} count={rows.length} label={t`Banners`} empty={t`No banner yet`}>
        {rows.map((row, index) => (
          <li key={row.Id} className={`desk-card${row.IsActive ? '' : ' desk-card--off'}`} aria-label={row.Title}>
            <img className="desk-card__banner" src={row.ImgUrl} alt="" width="120" height="48" loading="lazy" />
            <div className="desk-card__body">
              <p className="desk-card__title">{row.Title}</p>
              <p className="desk-card__meta">
                {row.AreaCode} · {t`Order ${row.Sort}`} · {row.IsActive ? t`Shown` : t`Hidden`} · {Object.keys(row.Texts).join(', ') || t`English only`}
              </p>
            </div>
            <div className="desk-card__actions">
              <button type="button" className="btn btn--ghost btn--small" aria-label={t`Move up: ${row.Title}`} disabled={rows[index - 1]?.AreaCode !== row.AreaCode || swap.isPending} onClick={() => move(row, -1)}>↑</button>
              <button type="button" className="btn btn--ghost btn--small" aria-label={t`Move down: ${row.Title}`} disabled={rows[index + 1]?.AreaCode !== row.AreaCode || swap.isPending} onClick={() => move(row, 1)}>↓</button>
              <button type="button" className="btn btn--ghost btn--small" disabled={patch.isPending} onClick={() => patch.mutate({ id: row.Id, patch: { IsActive: !row.IsActive } })}>
                {row.IsActive ? t`Hide` : t`Show`}
              </button>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(row)}>{t`Edit`}</button>
            </div>
          </li>
        ))}
      </DeskList>
    </>
  );
}
