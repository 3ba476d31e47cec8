import { useLingui } from '@lingui/react/macro';
import type { ItemDetail, ItemSpecifics } from '../../../domain/bidding/item-detail.schema';
import { graderOf } from '../../../domain/catalog/grading';

interface ItemPropertiesProps {
  properties: ItemDetail['Properties'];
  /** Structured specifics (issue 32); absent from items cached before them. */
  specifics?: ItemSpecifics;
}

/**
 * "Item specifics": the grade with its grading company and certification number, or a raw card's
 * condition, then year, set, card number and player or character, then the listing's properties
 * (spec: PropertyEnName and PropertyValue) in the display language the server sent them in.
 */
export function ItemProperties({ properties, specifics }: ItemPropertiesProps) {
  const { t } = useLingui();
  const specific = specificRows(specifics, t);
  // The grade or condition row says more than the Graded property's yes or no.
  const shown = specifics?.GradeLabel || specifics?.Condition ? properties.filter((p) => p.PropertyEnName !== 'Graded') : properties;
  const rows = [...specific, ...shown.map((p) => ({ key: p.PropertyEnName, name: p.Name ?? p.PropertyEnName, value: p.ValueName ?? p.PropertyValue }))];
  if (rows.length === 0) return null;
  return (
    <section className="item-props" aria-labelledby="item-props-title">
      <h2 id="item-props-title" className="item-section-title">
        {t`Item specifics`}
      </h2>
      <dl className="item-props__list">
        {rows.map((row) => (
          <div key={row.key} className="item-props__row" data-spec={row.key}>
            <dt>{row.name}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Translate = ReturnType<typeof useLingui>['t'];

function specificRows(s: ItemSpecifics | undefined, t: Translate) {
  if (!s) return [];
  const grader = s.Grader ? graderOf(s.Grader) : undefined;
  const rows: { key: string; name: string; value: string | null | undefined }[] = [
    { key: 'grade', name: t`Grade`, value: s.GradeLabel },
    { key: 'grader', name: t`Grading company`, value: grader ? `${grader.name} (${grader.code})` : s.Grader },
    { key: 'cert', name: t`Certification number`, value: s.CertNumber },
    { key: 'condition', name: t`Condition`, value: s.ConditionName ?? s.Condition },
    { key: 'year', name: t`Year`, value: s.Year === null ? null : String(s.Year) },
    { key: 'set', name: t`Set`, value: s.Set },
    { key: 'number', name: t`Card number`, value: s.CardNumber },
    { key: 'player', name: t`Player or character`, value: s.Player },
  ];
  return rows.flatMap((row) => (row.value ? [{ ...row, value: row.value }] : []));
}
