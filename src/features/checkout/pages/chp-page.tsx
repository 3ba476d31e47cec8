import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { VerifyStatus } from '../../../domain/account/verify-status';
import { CHARGE_PACKAGES, chargePackage } from '../../../domain/payment/chp-packages';
import { channelNameOf, defaultPayCodeFor, type PayCodeValue } from '../../../domain/payment/payment-channel';
import { isApiError } from '../../../lib/api/api-error';
import { formatCents } from '../../../domain/format/format-cents';
import { formatUsd } from '../../../domain/format/format-usd';
import { errorText } from '../../../lib/i18n/error-messages';
import { currentUserQuery } from '../../../lib/session/current-user-query';
import { startPayment } from '../api/start-payment';
import { ChargePackages } from '../components/charge-packages';
import { channelLabel, PayChannelList } from '../components/pay-channel-list';
import { PayConfirmDialog } from '../components/pay-confirm-dialog';
import { useOnline } from '../../../lib/hooks/use-online';

/**
 * /pay/chp, the charge page (spec 2 "Checkout variants" 2): for ID-verified members only. The
 * balance, a top-up package, a payment channel, a confirmation, then the provider's page. Only
 * packages can be bought, so an amount is never typed and never negative.
 */
export function ChpPage() {
  const { t, i18n } = useLingui();
  const me = useQuery({ ...currentUserQuery, staleTime: 0 });
  const online = useOnline();
  const [packageId, setPackageId] = useState<number>(CHARGE_PACKAGES[0]!.ID);
  const [chosenCode, setChosenCode] = useState<PayCodeValue | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const user = me.data;
  if (!user) return <div className="page pay-page" aria-busy="true" />;
  if (user.VerifyStatus !== VerifyStatus.Verified) {
    return (
      <div className="page pay-page">
        <StatusPanel
          heading="h1"
          title={t`Verify your identity to top up CHP`}
          actions={
            <Link to="/authentication" className="btn btn--primary">
              {t`Verify my identity`}
            </Link>
          }
        >
          {user.VerifyStatus === VerifyStatus.Processing
            ? t`Your identity verification is being reviewed. The charge page opens once it is approved.`
            : t`For the safety of your transactions, the charge page is open to members who have verified their identity.`}
        </StatusPanel>
      </div>
    );
  }

  const pack = chargePackage(packageId) ?? CHARGE_PACKAGES[0]!;
  const payCode = chosenCode ?? defaultPayCodeFor(user.MemberSource);
  const balance = formatCents(user.SumMoney, i18n.locale);
  const amount = formatUsd(pack.Money, i18n.locale);
  const chp = formatCents(pack.Money, i18n.locale);
  const method = i18n._(channelLabel[channelNameOf(payCode)]);

  async function pay() {
    setPaying(true);
    setProblem(null);
    try {
      await startPayment({ Purpose: 'chp', ReferenceId: pack.ID, IsGuarantee: payCode });
    } catch (error) {
      setPaying(false);
      setProblem(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'));
    }
  }

  return (
    <div className="page pay-page pay-chp">
      <h1 className="pay-page__title">{t`Top up CHP`}</h1>
      <p className="pay-chp__balance" data-testid="chp-balance">
        <span className="pay-muted">{t`Your CHP balance`}</span> <strong>{t`${balance} CHP`}</strong>
      </p>
      <p className="pay-muted">{t`1 CHP = 1 USD. CHP is held as the deposit for taking part in auctions and returned afterwards.`}</p>
      <section className="pay-block" aria-labelledby="chp-packages">
        <h2 id="chp-packages" className="pay-block__title">
          {t`Choose an amount`}
        </h2>
        <ChargePackages value={pack.ID} onChange={setPackageId} disabled={paying} />
      </section>
      <section className="pay-block" aria-labelledby="chp-method">
        <h2 id="chp-method" className="pay-block__title">
          {t`Payment method`}
        </h2>
        <PayChannelList memberSource={user.MemberSource} totalCents={pack.Money} value={payCode} onChange={setChosenCode} disabled={paying} />
      </section>
      <section className="pay-block pay-chp__summary" aria-label={t`Summary`}>
        <p className="pay-chp__total">
          <span>{t`To pay`}</span> <strong>{amount}</strong>
        </p>
        {problem && !confirming && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <button type="button" className="btn btn--primary btn--block" disabled={!online || paying} onClick={() => setConfirming(true)}>
          {t`Confirm`}
        </button>
        {!online && <p className="pay-offline">{t`You are offline: paying needs a connection`}</p>}
      </section>
      {confirming && (
        <PayConfirmDialog
          title={t`Confirm your top-up`}
          busy={paying}
          online={online}
          problem={problem}
          onPay={() => void pay()}
          onClose={() => {
            setConfirming(false);
            setProblem(null);
          }}
        >
          <dl className="pay-breakdown">
            <div className="pay-breakdown__row">
              <dt>{t`CHP to add`}</dt>
              <dd>{t`${chp} CHP`}</dd>
            </div>
            <div className="pay-breakdown__row">
              <dt>{t`Payment method`}</dt>
              <dd>{method}</dd>
            </div>
            <div className="pay-breakdown__row pay-breakdown__row--total">
              <dt>{t`To pay`}</dt>
              <dd>{amount}</dd>
            </div>
          </dl>
        </PayConfirmDialog>
      )}
    </div>
  );
}
