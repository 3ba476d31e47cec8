import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { watchListReply } from '../../../domain/member/watch.schema';
import type { z } from 'zod/mini';
import { formatUsd } from '../../../domain/format/format-usd';
import { TimeLeft } from './time-left';
import { watchItemHref } from './watch-item-href';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

/** The dropdown's content: loading, failure, empty, or up to 6 items and "View all". */
export function WatchDropdownPanel({ list }: { list: UseQueryResult<z.infer<typeof watchListReply>> }) {
  const { t, i18n } = useLingui();
  const items = list.data?.data ?? [];
  return (
    <>
      <p className="watch-dropdown__title">{t`Watch list`}</p>
      {list.isPending ? (
        <p className="watch-dropdown__note">{t`Loading…`}</p>
      ) : failedWithoutData(list) ? (
        <p className="watch-dropdown__note" role="alert">
          {t`The watch list could not be loaded`}{' '}
          <button type="button" className="link-button" onClick={() => void list.refetch()}>
            {t`Try again`}
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="watch-dropdown__note">{t`You are not watching any items yet.`}</p>
      ) : (
        <ul className="watch-dropdown__list">
          {items.map((item) => (
            <li key={item.ID}>
              <Link to={watchItemHref(item)} className="watch-dropdown__item">
                <img src={item.TitImg} alt="" width="56" height="56" loading="lazy" decoding="async" />
                <span className="watch-dropdown__text">
                  <span className="watch-dropdown__name">{item.Title}</span>
                  <span className="watch-dropdown__meta">
                    <strong>{formatUsd(item.USD_Price, i18n.locale)}</strong>
                    <TimeLeft item={item} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/myholo/watch" className="btn btn--ghost btn--small btn--block watch-dropdown__all">
        {t`View all`}
      </Link>
    </>
  );
}
