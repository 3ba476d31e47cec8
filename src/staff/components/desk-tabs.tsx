import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TabList } from '../../components/tabs/tab-list';

/** A desk's queues as tabs, the open one kept in the address (?tab=) so a reload or a link keeps it. */
export function DeskTabs<T extends string>({ label, tabs, idBase, children }: { label: string; tabs: ReadonlyArray<{ value: T; label: ReactNode }>; idBase: string; children: (tab: T) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const value = tabs.find((tab) => tab.value === asked)?.value ?? tabs[0]!.value;
  return (
    <>
      <TabList label={label} tabs={tabs} value={value} idBase={idBase} onChange={(next) => setParams({ tab: next }, { replace: true })} />
      <div id={`${idBase}-panel`} role="tabpanel" aria-labelledby={`${idBase}-tab-${value}`} className="desk-panel">
        {children(value)}
      </div>
    </>
  );
}
