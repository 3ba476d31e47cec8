import { useLingui } from '@lingui/react/macro';

/** Bids are never queued (DESIGN.md section 6): offline, the bid buttons wait and say why. */
export function OfflineNote() {
  const { t } = useLingui();
  return <p className="bid-offline">{t`You are offline: bidding needs a connection`}</p>;
}
