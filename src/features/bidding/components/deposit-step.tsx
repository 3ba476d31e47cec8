import { useLingui } from '@lingui/react/macro';
import type { DepositCheckReply } from '../../../domain/bidding/bid.schema';
import { chpToCents } from '../../../domain/bidding/deposit';
import { formatCents } from '../../../domain/format/format-cents';

/** The deposit covers the balance: Agree holds it; otherwise Charge tops up in a new tab. */
export function canPayDeposit(check: DepositCheckReply): boolean {
  return check.SumMoney >= chpToCents(check.DepositNum);
}

interface DepositStepProps {
  check: DepositCheckReply | undefined;
  /** A failed deposit, already translated. */
  error: string | null;
}

/** The CHP deposit step before a first bid on an item (spec 2 "Bid dialog"). */
export function DepositStep({ check, error }: DepositStepProps) {
  const { t, i18n } = useLingui();
  if (!check) return <p aria-busy="true">{t`Loading…`}</p>;
  const needed = check.DepositNum;
  const balance = formatCents(check.SumMoney, i18n.locale);
  const short = !canPayDeposit(check);
  return (
    <div className="bid-step">
      <p>{t`To bid on this item, a deposit in CHP is held from your balance.`}</p>
      <dl className="bid-facts">
        <div>
          <dt>{t`CHP needed`}</dt>
          <dd>
            <strong>{t`${needed} CHP`}</strong>
          </dd>
        </div>
        <div>
          <dt>{t`Your CHP balance`}</dt>
          <dd className={short ? 'bid-deposit__short' : undefined}>{t`${balance} CHP`}</dd>
        </div>
      </dl>
      {short && (
        <p className="bid-deposit__warning" role="alert">
          {t`Your CHP balance is not enough for the deposit. Please charge first.`}
        </p>
      )}
      <p className="bid-deposit__note">{t`The CHP is returned to your balance when the auction ends, or after you pay if you win.`}</p>
      {error && (
        <p className="bid-feedback bid-feedback--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface DepositActionsProps {
  check: DepositCheckReply | undefined;
  paying: boolean;
  online: boolean;
  onAgree: () => void;
  onCancel: () => void;
}

/** Cancel, and Agree (balance covers the deposit) or Charge (opens /pay/chp in a new tab). */
export function DepositActions({ check, paying, online, onAgree, onCancel }: DepositActionsProps) {
  const { t } = useLingui();
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t`Cancel`}
      </button>
      {check && !canPayDeposit(check) ? (
        <a className="btn btn--primary" href="/pay/chp" target="_blank" rel="noopener">
          {t`Charge`}
        </a>
      ) : (
        <button type="button" className="btn btn--primary" onClick={onAgree} disabled={!check || paying || !online} data-autofocus>
          {paying ? t`Holding…` : t`Agree`}
        </button>
      )}
    </>
  );
}
