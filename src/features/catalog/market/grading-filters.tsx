import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { filterGrades, formatGrade, graders } from '../../../domain/catalog/grading';
import { useCardConditions } from '../api/get-card-conditions';

interface GradingFiltersProps {
  search: MarketSearch;
  update: (search: MarketSearch) => void;
}

/**
 * Grader, minimum grade, year and a raw card's condition (issue 32). Choosing a grader or a grade
 * looks at graded cards only; the condition at raw ones. Condition names come from the server in
 * the display language.
 */
export function GradingFilters({ search, update }: GradingFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const conditions = useCardConditions();
  const set = (changes: Partial<MarketSearch>) => update({ ...search, ...changes, page: 1 });
  return (
    <>
      <div className="filter-select">
        <label htmlFor={`${id}-grader`} className="filter__title">
          {t`Grading company`}
        </label>
        <select id={`${id}-grader`} name="grader" className="field__select" value={search.grader ?? ''} onChange={(e) => set({ grader: e.target.value || undefined })}>
          <option value="">{t`Any`}</option>
          {graders.map((grader) => (
            <option key={grader.code} value={grader.code}>
              {grader.code}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-select">
        <label htmlFor={`${id}-grade`} className="filter__title">
          {t`Grade`}
        </label>
        <select id={`${id}-grade`} name="grade" className="field__select" value={search.grade ?? ''} onChange={(e) => set({ grade: e.target.value || undefined })}>
          <option value="">{t`Any`}</option>
          {filterGrades.map((tenths) => {
            const grade = formatGrade(tenths);
            return (
              <option key={tenths} value={grade}>
                {tenths === 100 ? grade : t`${grade} or higher`}
              </option>
            );
          })}
        </select>
      </div>
      <div className="filter-select">
        <label htmlFor={`${id}-cond`} className="filter__title">
          {t`Condition (raw cards)`}
        </label>
        <select
          id={`${id}-cond`}
          name="cond"
          className="field__select"
          value={search.cond ?? ''}
          onChange={(e) => set({ cond: (e.target.value || undefined) as MarketSearch['cond'] })}
        >
          <option value="">{t`Any`}</option>
          {(conditions.data ?? []).map((condition) => (
            <option key={condition.Code} value={condition.Code}>
              {condition.Name}
            </option>
          ))}
          {search.cond && !conditions.data && <option value={search.cond}>{search.cond}</option>}
        </select>
      </div>
      <YearFilter key={search.year ?? ''} year={search.year} onApply={(year) => set({ year })} />
    </>
  );
}

/** The card's year, applied on Enter or when the box is left; remounted (key) when the search's year changes. */
function YearFilter({ year, onApply }: { year?: number; onApply: (year: number | undefined) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(year === undefined ? '' : String(year));
  function apply(event?: FormEvent) {
    event?.preventDefault();
    const value = /^\d{4}$/.test(text) ? Number(text) : undefined;
    if (value === undefined) setText('');
    if (value !== year) onApply(value);
  }
  return (
    <form className="filter-select" onSubmit={apply}>
      <label htmlFor={id} className="filter__title">
        {t`Year`}
      </label>
      <input
        id={id}
        name="year"
        className="price-filter__input"
        inputMode="numeric"
        placeholder={t`e.g. 1999`}
        maxLength={4}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={() => apply()}
      />
    </form>
  );
}
