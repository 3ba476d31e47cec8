import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatUsd } from '../../../domain/format/format-usd';

export interface MoneyLine {
  label: ReactNode;
  /** Cents, or a text such as 'Free' or 'At order'. */
  value: number | string;
  strong?: boolean;
}

/** A small definition list of amounts (items, postage, tax, total). */
export function MoneyLines({ lines }: { lines: MoneyLine[] }) {
  const { i18n } = useLingui();
  return (
    <dl className="money-lines">
      {lines.map((line, index) => (
        <div key={index} className={['money-lines__row', line.strong ? 'money-lines__row--total' : ''].join(' ')}>
          <dt>{line.label}</dt>
          <dd>{typeof line.value === 'number' ? formatUsd(line.value, i18n.locale) : line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
