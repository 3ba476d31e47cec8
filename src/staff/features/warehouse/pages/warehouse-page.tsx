import { useLingui } from '@lingui/react/macro';
import { DeskPage } from '../../../components/desk-page';
import { DeskTabs } from '../../../components/desk-tabs';
import { IncomingParcels } from '../components/incoming-parcels';
import { UncheckedItems } from '../components/unchecked-items';
import { ForwardingQueue } from '../components/forwarding-queue';

type Tab = 'incoming' | 'check' | 'weigh' | 'ship';

/** The warehouse desk: receive parcels, photograph their condition, weigh and ship forwarding orders. */
export function WarehousePage() {
  const { t } = useLingui();
  const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
    { value: 'incoming', label: t`Incoming` },
    { value: 'check', label: t`Condition checks` },
    { value: 'weigh', label: t`To weigh` },
    { value: 'ship', label: t`To ship` },
  ];
  return (
    <DeskPage title={t`Warehouse`}>
      <DeskTabs label={t`Warehouse queues`} tabs={tabs} idBase="warehouse">
        {(tab) =>
          tab === 'incoming' ? <IncomingParcels />
          : tab === 'check' ? <UncheckedItems />
          : tab === 'weigh' ? <ForwardingQueue status={4} />
          : <ForwardingQueue status={2} />
        }
      </DeskTabs>
    </DeskPage>
  );
}
