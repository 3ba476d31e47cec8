/** /seller/feedback: feedback buyers left about the seller; feedback about a buyer is left on a finished order. */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { ListState } from '../../../../components/status/list-state';
import { TabList } from '../../../../components/tabs/tab-list';
import { currentUserQuery } from '../../../../lib/session/current-user-query';
import { receivedFeedbackQuery } from '../api/received-feedback-query';
import '../../after-sale.css';

export function FeedbackPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === '2' ? 2 : 1;
  const me = useQuery(currentUserQuery);
  const feedback = useQuery({ ...receivedFeedbackQuery(me.data?.Id ?? 0, status), enabled: Boolean(me.data) });
  const member = feedback.data?.Member;
  const positive = member?.SellFavorableCount;
  const negative = member?.SellNegativeCount;
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Feedback`}</h1>
        <Link className="btn btn--ghost" to="/orders?tab=3">
          {t`Leave feedback for buyers`}
        </Link>
      </header>
      <TabList
        label={t`Feedback from buyers`}
        idBase="seller-feedback"
        value={status}
        onChange={(next) => setParams(next === 1 ? {} : { status: String(next) })}
        tabs={[
          { value: 1, label: member ? t`Positive (${positive})` : t`Positive` },
          { value: 2, label: member ? t`Negative (${negative})` : t`Negative` },
        ]}
      />
      <div id="seller-feedback-panel" role="tabpanel" aria-labelledby={`seller-feedback-tab-${status}`} className="sa-panel">
        <ListState
          query={feedback}
          hasRows={(feedback.data?.data.length ?? 0) > 0}
          loadingLabel={t`Loading feedback`}
          listClassName="sa-list"
          rowClassName="sa-row"
          errorTitle={t`The feedback could not be loaded`}
          empty={{ title: status === 1 ? t`No positive feedback yet` : t`No negative feedback` }}
        >
          <ul className="sa-list">
            {feedback.data?.data.map((row) => (
              <li key={row.ID} className="sa-row">
                <article className="sa-card sa-card--plain">
                  <p className="sa-quote">{row.AppraisalContent}</p>
                  <p className="sa-muted">
                    {row.RealName} · {row.Title} · {i18n.date(new Date(row.CreateDate), { dateStyle: 'medium' })}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </ListState>
      </div>
    </>
  );
}
