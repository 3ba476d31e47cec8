import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useScrollEdges } from '../../lib/hooks/use-scroll-edges';

interface TabListProps<T extends string | number> {
  label: string;
  tabs: ReadonlyArray<{ value: T; label: ReactNode }>;
  value: T;
  onChange: (value: T) => void;
  /** Prefix for tab and panel ids: tab `${idBase}-tab-${value}`, panel `${idBase}-panel`. */
  idBase: string;
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. */
export function TabList<T extends string | number>({ label, tabs, value, onChange, idBase }: TabListProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the tabs may scroll sideways: the cut edge fades, the selected tab stays in view.
  useScrollEdges(listRef, '[aria-selected="true"]', [value, tabs.length]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onChange(tab.value);
    refs.current[target]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={label} ref={listRef}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={String(tab.value)}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
