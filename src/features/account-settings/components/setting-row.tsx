import type { ReactNode } from 'react';

interface SettingRowProps {
  label: ReactNode;
  /** The id of the row's own control, so the label names it. */
  htmlFor?: string;
  children: ReactNode;
}

/** One row of the settings list: what it is on the left, its value and action on the right. */
export function SettingRow({ label, htmlFor, children }: SettingRowProps) {
  return (
    <li className="setting-row">
      {htmlFor ? (
        <label className="setting-row__label" htmlFor={htmlFor}>
          {label}
        </label>
      ) : (
        <span className="setting-row__label">{label}</span>
      )}
      <span className="setting-row__value">{children}</span>
    </li>
  );
}
