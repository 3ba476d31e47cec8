import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CaseListRow } from '../../../../domain/cases/case-list.schema';
import { DeskPage } from '../../../components/desk-page';
import { DeskList } from '../../../components/desk-list';
import { useFormat } from '../../../lib/use-format';
import { casesQuery, caseThreadQuery } from '../api/case-queries';
import { CaseThread } from '../components/case-thread';
import { CaseReplyForm } from '../components/case-reply-form';
import { CaseDecisionForm } from '../components/case-decision-form';

const decidable = new Set(['open', 'escalated']);
const active = new Set(['open', 'escalated', 'refund_pending', 'return_address', 'return_shipping']);

function CaseDetail({ row }: { row: CaseListRow }) {
  const { t } = useLingui();
  const thread = useQuery(caseThreadQuery(row));
  if (thread.isPending) return <p role="status">{t`Loading…`}</p>;
  if (!thread.data) return <p className="field__error" role="alert">{t`This case could not load`}</p>;
  return (
    <div className="case-detail">
      <CaseThread reply={thread.data} />
      {active.has(row.State) && <CaseReplyForm caseId={row.ID} />}
      {decidable.has(row.State) && <CaseDecisionForm caseId={row.ID} />}
    </div>
  );
}

/** The cases desk: cases buyers took to Holo, their threads, Holo's replies and decisions. */
export function CasesPage() {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(casesQuery());
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = query.data?.data ?? [];
  const reasons: Record<string, string> = { not_received: t`Not received`, not_as_described: t`Not as described` };
  return (
    <DeskPage title={t`Cases`} intro={t`Cases buyers took to Holo, the latest move first.`}>
      <DeskList query={query} count={rows.length} label={t`Cases`} empty={t`No case waits for Holo`}>
        {rows.map((row) => (
          <li key={row.ID} className="desk-card desk-card--stack">
            <div className="desk-card__head">
              <div className="desk-card__body">
                <p className="desk-card__title">
                  {t`Case ${row.ID}`} · {reasons[row.Reason]} · <span className="desk-badge">{row.State}</span>
                </p>
                <p className="desk-card__meta">
                  {t`Buyer ${row.BuyerName}`} · {t`Seller ${row.SellerName}`} · {t`Opened ${format.date(row.OpenedAt)}`} · {t`Last move ${format.date(row.UpdatedAt)}`}
                </p>
              </div>
              <button type="button" className="btn btn--ghost btn--small" aria-expanded={openId === row.ID} onClick={() => setOpenId(openId === row.ID ? null : row.ID)}>
                {openId === row.ID ? t`Close` : t`Open`}
              </button>
            </div>
            {openId === row.ID && <CaseDetail row={row} />}
          </li>
        ))}
      </DeskList>
    </DeskPage>
  );
}
