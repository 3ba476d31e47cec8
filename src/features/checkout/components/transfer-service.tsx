import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * The transfer-service switch (spec 2 "Transfer service"): on, the item ships through Holo's agency
 * warehouse, which takes about 2 weeks. Holo has no stored transfer addresses yet, so turning it on
 * only warns and points to the buyer's own addresses; the choice stays on this page.
 */
export function TransferService({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="transfer">
      <label htmlFor={id} className="transfer__row">
        <span>
          <span className="transfer__title">{t`Transfer service`}</span>
          <span className="pay-muted transfer__sub">{t`Ship through Holo's agency warehouse`}</span>
        </span>
        <input id={id} type="checkbox" role="switch" className="transfer__switch" checked={on} onChange={(event) => onChange(event.target.checked)} />
      </label>
      {on && (
        <p className="pay-warning" role="status">
          {t`You have no transfer address yet, so the item cannot be forwarded through the agency for now. The transfer service takes about 2 weeks. Choose one of your own addresses above to have the item shipped to you directly.`}
        </p>
      )}
    </div>
  );
}
