import { useLingui } from '@lingui/react/macro';
import { TabList } from '../../../components/tabs/tab-list';
import type { NotificationCounts } from '../../../domain/messages/notification.schema';
import { MessageTab } from '../../../domain/member/notification-types';
import { formatBadgeCount } from '../../../lib/format/badge-count';
import { unreadInTab } from '../api/get-notification-counts';

interface MessageTabsProps {
  value: MessageTab;
  counts: NotificationCounts | undefined;
  onChange: (tab: MessageTab) => void;
  idBase: string;
}

/** The inbox tabs in the spec's order, each with its unread count (capped at 99+, as the header's). */
export function MessageTabs({ value, counts, onChange, idBase }: MessageTabsProps) {
  const { t } = useLingui();
  const labels: Array<{ value: MessageTab; label: string }> = [
    { value: MessageTab.Order, label: t`Order` },
    { value: MessageTab.Bids, label: t`Bids` },
    { value: MessageTab.Offer, label: t`Offer` },
    { value: MessageTab.Dispute, label: t`Dispute` },
    { value: MessageTab.Product, label: t`From Holo` },
  ];
  const tabs = labels.map((tab) => {
    const badge = formatBadgeCount(counts ? unreadInTab(counts, tab.value) : 0);
    return {
      value: tab.value,
      label: (
        <>
          <span>{tab.label}</span>
          {/* The space keeps the count apart in the tab's name ("Bids 2"); flex layout does not show it. */}
          {badge && ' '}
          {badge && <span className="tab-badge">{badge}</span>}
        </>
      ),
    };
  });
  return (
    <div className="order-tabs message-tabs">
      <TabList<MessageTab> label={t`Message types`} tabs={tabs} value={value} onChange={onChange} idBase={idBase} />
    </div>
  );
}
