import { AutoVerificationPrompt, TradeGateHost } from '../../features/verification';
import { PushDeviceSync, PushOfferDialog } from '../../features/push';

/**
 * The layout's parts that only ever act for a signed-in member: the trade gate's dialogs, the
 * automatic verification prompt, the notification offer and this device's push subscription.
 * Loaded once a member is known, so a visitor's first view does not download them.
 */
export default function MemberHosts() {
  return (
    <>
      <TradeGateHost />
      <AutoVerificationPrompt />
      <PushOfferDialog />
      <PushDeviceSync />
    </>
  );
}
