/** /seller/cases/:kind/:orderId: a case's thread and the seller's moves (reply, refund, return, confirm the return). */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../../components/page/page-loading';
import { StatusPanel } from '../../../../components/status/status-panel';
import { showToast } from '../../../../components/toast/toast-store';
import type { CaseReply } from '../../../../domain/cases/case.schema';
import { sellerCaseActions } from '../../../../domain/cases/seller-case-actions';
import { formatUsd } from '../../../../domain/format/format-usd';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import { caseQuery, useCaseAction, type CaseAction, type CaseOrderKind } from '../api/seller-cases';
import { CaseReplyForm } from '../components/case-reply-form';
import { caseReasonLabel, caseStateLabel } from '../components/case-state-label';
import { RefundForm } from '../components/refund-form';
import { ReturnAddressForm } from '../components/return-address-form';
import '../../after-sale.css';

export function CasePage() {
  const { t } = useLingui();
  const params = useParams();
  const kind: CaseOrderKind = params.kind === 'store_order' ? 'store_order' : 'order';
  const orderId = Number(params.orderId);
  const found = useQuery({ ...caseQuery(kind, orderId), enabled: orderId > 0 });
  if (!(orderId > 0) || (isApiError(found.error) && found.error.status < 500)) {
    return <StatusPanel heading="h1" title={t`This case does not exist`} actions={<Link className="btn btn--primary" to="/cases">{t`Back to cases`}</Link>} />;
  }
  if (found.isPending) return <PageLoading />;
  if (found.isError) return <StatusPanel tone="error" heading="h1" title={t`The case could not be loaded`} />;
  return <CaseView kind={kind} orderId={orderId} kase={found.data} />;
}

function CaseView({ kind, orderId, kase }: { kind: CaseOrderKind; orderId: number; kase: CaseReply }) {
  const { t, i18n } = useLingui();
  const act = useCaseAction(kind, orderId, kase.ID);
  const can = sellerCaseActions(kase.State, { SRStatus: kase.SRStatus, returnSent: Boolean(kase.Plan?.SendExpressCode) });
  const run = (action: CaseAction, done: string, after?: () => void) =>
    act.mutate(action, { onSuccess: () => (after?.(), showToast(done, { tone: 'success' })) });
  const failure = act.error && act.variables?.path !== 'messages' ? errorText(i18n, isApiError(act.error) ? act.error.code : 'SERVER_ERROR') : null;
  const plan = kase.Plan;
  const code = kase.OrderCode;
  const due = kase.DueAt ? i18n.date(new Date(kase.DueAt), { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const carrier = `${plan?.SendExpressName ?? ''} ${plan?.SendExpressCode ?? ''}`.trim();
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Case on order ${code}`}</h1>
        <Link className="btn btn--ghost" to={`/orders/${kind}/${orderId}`}>
          {t`View the order`}
        </Link>
      </header>
      <section className="sa-section">
        <p>
          <span className="sa-badge">{caseStateLabel(i18n, kase.State)}</span> {caseReasonLabel(i18n, kase.Reason)}
        </p>
        {due && <p className="sa-muted">{t`Next step due ${due}`}</p>}
        {plan && (
          <p className="sa-muted">
            {plan.IsReturn ? t`Return decided` : t`Refund decided`}: {formatUsd(plan.RebackMoney, i18n.locale)}
            {plan.SendExpressCode && ` · ${t`returned with ${carrier}`}`}
          </p>
        )}
        <ol className="sa-thread" aria-label={t`Messages`}>
          {kase.objs.map((m) => (
            <li key={m.ID} className={m.Role === 'seller' ? 'sa-message sa-message--mine' : 'sa-message'}>
              <p className="sa-message__who">
                {m.SRUserName} · {i18n.date(new Date(m.CreateDate), { dateStyle: 'medium', timeStyle: 'short' })}
              </p>
              <p className="sa-quote">{m.Title}</p>
              {m.Images.length > 0 && (
                <ul className="sa-photos">
                  {m.Images.map((url) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noreferrer">
                        <img src={`${url}?w=350`} alt={t`Photo`} />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        {can.reply && (
          <CaseReplyForm
            sending={act.isPending}
            error={act.variables?.path === 'messages' ? act.error : null}
            onSend={(body, done) => run({ path: 'messages', body }, t`Reply sent`, done)}
          />
        )}
      </section>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {can.confirmReturn && (
        <section className="sa-section">
          <h2>{t`The card is back`}</h2>
          <p className="sa-muted">{t`Confirming refunds the buyer in full.`}</p>
          <button type="button" className="btn btn--primary" disabled={act.isPending} onClick={() => run({ path: 'confirm-return' }, t`Return confirmed: the buyer is refunded`)}>
            {t`Confirm the return arrived`}
          </button>
        </section>
      )}
      {can.refund && (
        <section className="sa-section">
          <h2>{t`Refund the buyer`}</h2>
          <RefundForm sending={act.isPending} onRefund={(body) => run({ path: 'refund', body }, t`Refund sent`)} />
        </section>
      )}
      {can.askReturn && (
        <section className="sa-section">
          <h2>{t`Ask for the card back`}</h2>
          <ReturnAddressForm sending={act.isPending} onSend={(body) => run({ path: 'return', body }, t`Return address sent`)} />
        </section>
      )}
    </>
  );
}
