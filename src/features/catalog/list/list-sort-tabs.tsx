import { useLingui } from '@lingui/react/macro';
import { TabList } from '../../../components/tabs/tab-list';
import type { ListParams } from './list-url';

/** Newly listed, or price (pressing the price tab again turns the order around). */
export function ListSortTabs({ list, onChange, idBase }: { list: ListParams; onChange: (list: ListParams) => void; idBase: string }) {
  const { t } = useLingui();
  const priceUp = list.sort !== 2 || list.dir === 'asc';
  const tabs = [
    { value: 3 as const, label: t`Newly listed` },
    { value: 2 as const, label: priceUp ? t`Price ↑` : t`Price ↓` },
  ];
  const choose = (sort: 2 | 3) => {
    const dir = sort === 2 && list.sort === 2 ? (list.dir === 'asc' ? 'desc' : 'asc') : 'asc';
    onChange({ ...list, sort, dir, page: 1 });
  };
  return (
    <div className="sort-tabs">
      <TabList label={t`Sort by`} tabs={tabs} value={list.sort} onChange={choose} idBase={idBase} />
    </div>
  );
}
