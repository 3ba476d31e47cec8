import { useId, type ReactNode } from 'react';

/** A labelled select of the list toolbar. */
export function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="toolbar-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="field__select field__select--compact" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}
