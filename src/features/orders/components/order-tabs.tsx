import { TabList } from '../../../components/tabs/tab-list';
import { formatBadgeCount } from '../../../lib/format/badge-count';

export interface OrderTab {
  value: number;
  label: string;
}

interface OrderTabsProps {
  label: string;
  tabs: OrderTab[];
  /** Orders per tab; a tab with none shows no badge. */
  counts: Partial<Record<number, number>> | undefined;
  value: number;
  onChange: (value: number) => void;
  idBase: string;
}

/** The order-list tabs, each with its count badge (capped at 99+, as the header's). */
export function OrderTabs({ label, tabs, counts, value, onChange, idBase }: OrderTabsProps) {
  const withBadges = tabs.map((tab) => {
    const badge = formatBadgeCount(counts?.[tab.value] ?? 0);
    return {
      value: tab.value,
      label: (
        <>
          <span>{tab.label}</span>
          {/* The space keeps the badge apart in the tab's name ("Unpaid 2"); flex layout does not show it. */}
          {badge && ' '}
          {badge && <span className="tab-badge">{badge}</span>}
        </>
      ),
    };
  });
  return (
    <div className="order-tabs">
      <TabList<number> label={label} tabs={withBadges} value={value} onChange={onChange} idBase={idBase} />
    </div>
  );
}
