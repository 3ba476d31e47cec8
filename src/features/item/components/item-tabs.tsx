import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TabList } from '../../../components/tabs/tab-list';

export interface ItemTab<T extends string> {
  value: T;
  label: string;
  panel: ReactNode;
}

/** The item page's tabbed details (Description, Shipping, Buyer premium, State tax). */
export function ItemTabs<T extends string>({ tabs, idBase }: { tabs: ReadonlyArray<ItemTab<T>>; idBase: string }) {
  const { t } = useLingui();
  const [value, setValue] = useState<T>(tabs[0]!.value);
  const current = tabs.find((tab) => tab.value === value) ?? tabs[0]!;
  return (
    <section className="item-tabs">
      <TabList label={t`Item details`} tabs={tabs} value={current.value} onChange={setValue} idBase={idBase} />
      <div id={`${idBase}-panel`} role="tabpanel" aria-labelledby={`${idBase}-tab-${current.value}`} className="item-tabs__panel" tabIndex={0}>
        {current.panel}
      </div>
    </section>
  );
}
