import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod/mini';
import type { staffTaxRefund } from '../../../../domain/tax-refunds/tax-refund.schema';
import { TAX_REASON_MAX } from '../../../../domain/tax-refunds/tax-refund-rules';
import { ReasonForm } from '../../../components/reason-form';
import { useDeskAction } from '../../../lib/use-desk-action';
import { useFormat } from '../../../lib/use-format';
import { approveTaxRefund, rejectTaxRefund, taxKeys } from '../api/tax-refund-queries';

type Application = z.infer<typeof staffTaxRefund>;

/** One application: the member, the orders and their tax, the proofs; approve with the amount or reject with the reason. */
export function TaxRefundCard({ application: a }: { application: Application }) {
  const { t } = useLingui();
  const format = useFormat();
  const [amount, setAmount] = useState((a.ForecastDrawBackAmount / 100).toFixed(2));
  const approve = useDeskAction(approveTaxRefund, { invalidate: taxKeys.all, done: t`Approved: the refund is in the member's CHP` });
  const reject = useDeskAction(rejectTaxRefund, { invalidate: taxKeys.all, done: t`Rejected: the member has been told` });
  const cents = Math.round(Number(amount) * 100);
  function submit(event: FormEvent) {
    event.preventDefault();
    approve.mutate({ id: a.Id, amount: cents });
  }
  return (
    <li className="desk-card desk-card--stack" aria-label={t`Application ${a.Id}`}>
      <div className="desk-card__body">
        <p className="desk-card__title">
          {t`Application ${a.Id}`} · {a.MemberName} {a.MemberEmail ? `(${a.MemberEmail})` : ''}
        </p>
        <p className="desk-card__meta">
          {a.RealName}
          {a.CompanyName ? ` · ${a.CompanyName}` : ''} · {t`Applied ${format.date(a.CreateDate)}`} · {t`Due ${format.date(a.DueDate)}`}
        </p>
        <ul className="desk-card__items">
          {a.OrderList.map((order) => (
            <li key={`${order.Kind}-${order.Id}`}>
              {order.Code}: {order.Details.map((d) => d.Title).join(', ')} · {t`tax ${format.usd(order.TaxPriceUsd)}`}
            </li>
          ))}
        </ul>
        <p className="desk-card__meta">
          {t`Forecast refund ${format.usd(a.ForecastDrawBackAmount)}`}
          {a.RealDrawBackAmount !== null && ` · ${t`Refunded ${format.usd(a.RealDrawBackAmount)}`}`}
        </p>
        {a.Note && <p className="desk-card__note">{a.Note}</p>}
        {a.Remarks && <p className="desk-card__note">{t`Remarks: ${a.Remarks}`}</p>}
        <p className="desk-card__links">
          {a.Proves.map((proof, index) => (
            <a key={proof.Url} className="text-link" href={proof.Url} target="_blank" rel="noreferrer">
              {t`Proof ${index + 1}`}
            </a>
          ))}
        </p>
      </div>
      {a.RefundTaxState === 1 && (
        <div className="desk-card__decide">
          <form className="desk-form desk-form--inline" onSubmit={submit}>
            <div className="field">
              <label className="field__label" htmlFor={`tax-${a.Id}-amount`}>{t`Refund (USD)`}</label>
              <div className="field__frame">
                <input id={`tax-${a.Id}-amount`} className="field__input" type="number" inputMode="decimal" min={0.01} max={a.ForecastDrawBackAmount / 100} step={0.01} value={amount} onChange={(event) => setAmount(event.target.value)} />
              </div>
            </div>
            <button type="submit" className="btn btn--primary btn--small" disabled={!(cents > 0 && cents <= a.ForecastDrawBackAmount) || approve.isPending}>{t`Approve`}</button>
          </form>
          <ReasonForm id={`tax-${a.Id}-reason`} open={t`Reject…`} label={t`Reason for the rejection`} submitLabel={t`Reject`} maxLength={TAX_REASON_MAX} busy={reject.isPending} onSubmit={(reason) => reject.mutate({ id: a.Id, reason })} />
        </div>
      )}
    </li>
  );
}
