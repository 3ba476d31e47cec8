import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { ListState } from '../../../components/status/list-state';
import { showToast } from '../../../components/toast/toast-store';
import { formatUsd } from '../../../domain/format/format-usd';
import { WAREHOUSE_PAGE_SIZE } from '../../../domain/warehouse/warehouse-rules';
import { Pagination, pageCountOf } from '../../catalog';
import { useWarehouseAgencies, useWarehouseItems } from '../api/warehouse-queries';
import { AgencyPicker } from './agency-picker';
import { DeclarationDialog } from './declaration-dialog';
import { FeeTableDialog } from './fee-table-dialog';
import { StorageDays } from './storage-days';

interface StockPanelProps {
  agencyId: number;
  onAgency: (agencyId: number) => void;
  title: string;
  page: number;
  hrefFor: (page: number) => string;
  memberRegion: string;
  /** After a submit: open the Weighed tab. */
  onSubmitted: () => void;
}

/**
 * The item warehouse (tab 0): the cards at the chosen agency with their estimated tax (US members)
 * and days stored, chosen one by one or all at once and sent for weighing: the prompt, then the
 * customs declaration.
 */
export function StockPanel({ agencyId, onAgency, title, page, hrefFor, memberRegion, onSubmitted }: StockPanelProps) {
  const { t, i18n } = useLingui();
  const agencies = useWarehouseAgencies();
  const items = useWarehouseItems(agencyId, title, page, true);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [step, setStep] = useState<'none' | 'prompt' | 'declare'>('none');
  const [fees, setFees] = useState(false);
  const rows = items.data?.data ?? [];
  const showTax = memberRegion === 'US';
  const agency = agencies.data?.data.find((a) => a.Id === agencyId);
  const picked = rows.filter((r) => chosen.has(r.Id));
  const allChosen = rows.length > 0 && picked.length === rows.length;
  const money = (cents: number) => formatUsd(cents, i18n.locale);
  const average = picked.length ? Math.round(picked.reduce((sum, r) => sum + r.Price, 0) / picked.length) : 0;

  function toggle(id: number) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function changeAgency(id: number) {
    setChosen(new Set());
    onAgency(id);
  }

  const count = picked.length;
  return (
    <div className="stock-panel">
      <div className="stock-panel__bar">
        <AgencyPicker agencies={agencies.data?.data} value={agencyId} onChange={changeAgency} />
        <button type="button" className="btn btn--ghost" onClick={() => setFees(true)}>
          {t`Shipping fees`}
        </button>
      </div>
      <ListState
        query={items}
        hasRows={rows.length > 0}
        loadingLabel={t`Loading your warehouse items`}
        listClassName="member-rows"
        rowClassName="member-row"
        errorTitle={t`Your warehouse items could not be loaded`}
        empty={{
          title: title ? t`No items match your search` : t`No items in this warehouse`,
          text: t`Cards you buy from sellers in other regions arrive here after their condition check.`,
          action: !title && (
            <Link to="/market" className="btn btn--primary">
              {t`Browse the market`}
            </Link>
          ),
        }}
      >
        <div className="stock-panel__select">
          <label className="stock-panel__all">
            <input type="checkbox" checked={allChosen} onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((r) => r.Id)))} />
            {t`Select all`}
          </label>
          <button type="button" className="btn btn--primary" disabled={count === 0} onClick={() => setStep('prompt')}>
            {t`Send for weighing (${count})`}
          </button>
        </div>
        <ul className={items.isPlaceholderData ? 'member-rows stock-rows stock-rows--busy' : 'member-rows stock-rows'}>
          {rows.map((item) => {
            const quantity = item.QuantitySold;
            const tax = item.TaxPrice === null ? '' : money(item.TaxPrice);
            const paid = money(item.Price);
            const itemTitle = item.Title;
            return (
              <li key={item.Id} className="member-row stock-row">
                <input type="checkbox" className="stock-row__check" checked={chosen.has(item.Id)} onChange={() => toggle(item.Id)} aria-label={t`Choose ${itemTitle}`} />
                {item.TitImg ? <img className="stock-row__image" src={item.TitImg} alt="" width={64} height={64} loading="lazy" /> : <span className="stock-row__image" />}
                <div className="member-row__main">
                  <span className="stock-row__title">{item.Title}</span>
                  <span className="member-row__meta">
                    <span>{t`Quantity: ${quantity}`}</span>
                    <span>{t`Paid: ${paid}`}</span>
                    {showTax && item.TaxPrice !== null && <span>{t`Estimated tax: ${tax}`}</span>}
                  </span>
                  <StorageDays item={item} />
                </div>
              </li>
            );
          })}
        </ul>
        <Pagination page={page} pageCount={pageCountOf(items.data?.Count ?? 0, WAREHOUSE_PAGE_SIZE)} hrefFor={hrefFor} />
      </ListState>
      <ConfirmDialog
        open={step === 'prompt'}
        title={t`Send for weighing?`}
        confirmLabel={t`Continue`}
        onConfirm={() => setStep('declare')}
        onCancel={() => setStep('none')}
      >
        <p>{t`The warehouse will pack the ${count} chosen items into one parcel and weigh it. You then pay the international shipping fee and any tax before it ships.`}</p>
      </ConfirmDialog>
      <DeclarationDialog
        open={step === 'declare'}
        agencyId={agencyId}
        warehouseRegion={agency?.AreaId ?? 'US'}
        memberRegion={memberRegion}
        itemIds={picked.map((r) => r.Id)}
        suggestedUnitCents={average}
        onClose={() => setStep('none')}
        onSubmitted={() => {
          setStep('none');
          setChosen(new Set());
          showToast(t`Sent for weighing. You will be told when the parcel is weighed.`, { tone: 'success', durationMs: 4000 });
          onSubmitted();
        }}
      />
      <FeeTableDialog open={fees} agencyId={agencyId} region={memberRegion === 'TWN' ? 'TW' : memberRegion} onClose={() => setFees(false)} />
    </div>
  );
}
