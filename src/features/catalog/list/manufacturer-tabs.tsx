import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useScrollEdges } from '../../../lib/hooks/use-scroll-edges';
import type { ListReply } from '../api/get-list';

interface ManufacturerTabsProps {
  manufacturers: ListReply['Manufacturers'];
  selected?: number;
  hrefFor: (manufacturer?: number) => string;
}

/** Manufacturer logo tabs, "All" first; each is a link, so back returns to the previous tab. */
export function ManufacturerTabs({ manufacturers, selected, hrefFor }: ManufacturerTabsProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  useScrollEdges(listRef, '[aria-current="page"]', [selected, manufacturers.length]);
  return (
    <nav className="maker-tabs" aria-label={t`Manufacturers`}>
      <ul className="maker-tabs__list" ref={listRef}>
        <li>
          <Link to={hrefFor(undefined)} className="maker-tab maker-tab--all" aria-current={selected === undefined ? 'page' : undefined}>
            {t`All`}
          </Link>
        </li>
        {manufacturers.map((m) => (
          <li key={m.Id}>
            <Link to={hrefFor(m.Id)} className="maker-tab" aria-current={selected === m.Id ? 'page' : undefined} title={m.Name}>
              <img src={m.LogoUrl} alt="" width="72" height="36" loading="lazy" decoding="async" />
              <span className="maker-tab__name">{m.Name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
