/**
 * The listing form (new, clone, relist-like copies and edit): photos, the card (title, category,
 * its properties and the structured specifics: grader, grade, cert, or a raw card's condition;
 * year, set, number, player or character) and the sale (auction, Buy It Now with or without
 * offers; price, postage, length, deposit). The rules are listing-draft.ts's.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../../components/form/text-field';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { formatGrade, graderOf, graders } from '../../../../domain/catalog/grading';
import type { CreateListingBody } from '../../../../domain/seller/seller-listing.schema';
import { cardConditionsQuery, categoriesQuery } from '../api/catalog-queries';
import { auctionDays, bodyFromDraft, type DraftErrors, type DraftField, type ListingDraft } from '../form/listing-draft';
import { PhotoList } from './photo-list';
import { SelectField } from './select-field';
import { ConditionsEditor } from './conditions-editor';

/** The category property the Grading choice sets (values Yes and No, server/db/seed/categories.ts). */
const GRADED_PROPERTY = 'Graded';

interface ListingFormProps {
  initial: ListingDraft;
  /** Edit: the way of sale and the auction's length stay as listed. */
  editing?: boolean;
  submitLabel: string;
  onSubmit: (body: CreateListingBody) => Promise<void>;
}

export function ListingForm({ initial, editing = false, submitLabel, onSubmit }: ListingFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const categories = useQuery(categoriesQuery);
  const conditions = useQuery(cardConditionsQuery);
  const set = <K extends DraftField>(field: K, value: ListingDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const tree = categories.data ?? [];
  const first = tree.find((c) => String(c.id) === draft.first);
  const second = first?.children.find((c) => String(c.id) === draft.second);
  const third = second?.children.find((c) => String(c.id) === draft.third);
  const nameOf = (node: { Name?: string; EnName: string }) => node.Name ?? node.EnName;
  const grader = graderOf(draft.grader);

  const errorOf = (field: DraftField): string | null => {
    switch (errors[field]) {
      case 'required':
        return t`Required`;
      case 'price':
        return t`Enter an amount in dollars, such as 12.50`;
      case 'offer':
        return t`Set it below the price and above the lowest offer`;
      case 'year':
        return t`Enter a year between 1850 and 2100`;
      case 'grade':
        return t`Choose a grade on this grader's scale`;
      case 'cert':
        return t`This is not a certification number of this grader`;
      case 'deposit':
        return t`Enter a whole number of CHP from 1`;
      case 'conditions':
        return t`Give every condition a name, a price and a stock (a limit, when set, from 1)`;
      case 'condition_names':
        return t`Give each condition a different name`;
      default:
        return null;
    }
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // The category's Graded property (a market filter) follows the Grading choice rather than a second picker.
    const gradedProperty = third?.Properties.some((p) => p.ControlName === GRADED_PROPERTY);
    const result = bodyFromDraft(
      gradedProperty ? { ...draft, properties: { ...draft.properties, [GRADED_PROPERTY]: draft.graded ? 'Yes' : 'No' } } : draft,
    );
    if ('errors' in result) {
      setErrors(result.errors);
      const firstInvalid = event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]');
      // The state update draws the marks on the next render: focus the first one then.
      requestAnimationFrame(() => (firstInvalid ?? event.currentTarget?.querySelector<HTMLElement>('[aria-invalid="true"]'))?.focus());
      return;
    }
    setBusy(true);
    try {
      await onSubmit(result.body);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="seller-form" noValidate onSubmit={(event) => void submit(event)}>
      <section className="seller-card seller-form__section" aria-labelledby="listing-photos">
        <h2 id="listing-photos" className="seller-form__title">
          {t`Photos`}
        </h2>
        <PhotoList images={draft.images} onChange={(images) => set('images', images)} />
      </section>

      <section className="seller-card seller-form__section" aria-labelledby="listing-card">
        <h2 id="listing-card" className="seller-form__title">
          {t`The card`}
        </h2>
        <TextField id="listing-title" label={t`Title`} value={draft.title} maxLength={200} error={errorOf('title')} onChange={(e) => set('title', e.target.value)} />
        <div className="seller-form__row">
          <SelectField
            id="listing-first"
            label={t`Category`}
            value={draft.first}
            onChange={(e) => setDraft((d) => ({ ...d, first: e.target.value, second: '', third: '', properties: {} }))}
          >
            <option value="">{t`Choose…`}</option>
            {tree.map((c) => (
              <option key={c.id} value={c.id}>
                {nameOf(c)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="listing-second"
            label={t`Subcategory`}
            value={draft.second}
            disabled={!first}
            onChange={(e) => setDraft((d) => ({ ...d, second: e.target.value, third: '', properties: {} }))}
          >
            <option value="">{t`Choose…`}</option>
            {first?.children.map((c) => (
              <option key={c.id} value={c.id}>
                {nameOf(c)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="listing-third"
            label={t`Type`}
            value={draft.third}
            disabled={!second}
            error={errorOf('third')}
            onChange={(e) => {
              set('third', e.target.value);
              set('properties', {});
            }}
          >
            <option value="">{t`Choose…`}</option>
            {second?.children.map((c) => (
              <option key={c.id} value={c.id}>
                {nameOf(c)}
              </option>
            ))}
          </SelectField>
        </div>
        {third && third.Properties.some((p) => p.ControlName !== GRADED_PROPERTY) && (
          <div className="seller-form__row">
            {third.Properties.filter((p) => p.ControlName !== GRADED_PROPERTY).map((property) => (
              <SelectField
                key={property.ControlName}
                id={`listing-property-${property.ControlName}`}
                label={nameOf(property)}
                value={draft.properties[property.ControlName] ?? ''}
                onChange={(e) => set('properties', { ...draft.properties, [property.ControlName]: e.target.value })}
              >
                <option value="">{t`Not set`}</option>
                {property.PropertyKeyValues.map((value) => (
                  <option key={value.EnName} value={value.EnName}>
                    {nameOf(value)}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        )}

        <fieldset className="seller-form__choice">
          <legend className="field__label">{t`Grading`}</legend>
          <label className="seller-radio">
            <input type="radio" name="graded" checked={draft.graded} onChange={() => set('graded', true)} />
            {t`Graded (slabbed)`}
          </label>
          <label className="seller-radio">
            <input type="radio" name="graded" checked={!draft.graded} onChange={() => set('graded', false)} />
            {t`Raw (ungraded)`}
          </label>
        </fieldset>
        {draft.graded ? (
          <div className="seller-form__row">
            <SelectField id="listing-grader" label={t`Grader`} value={draft.grader} onChange={(e) => setDraft((d) => ({ ...d, grader: e.target.value, grade: '' }))}>
              {graders.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.code}
                </option>
              ))}
            </SelectField>
            <SelectField id="listing-grade" label={t`Grade`} value={draft.grade} error={errorOf('grade')} onChange={(e) => set('grade', e.target.value)}>
              <option value="">{t`Choose…`}</option>
              {[...(grader?.grades ?? [])].reverse().map((tenths) => (
                <option key={tenths} value={formatGrade(tenths)}>
                  {formatGrade(tenths)}
                </option>
              ))}
            </SelectField>
            <TextField id="listing-cert" label={t`Certification number`} value={draft.cert} maxLength={20} error={errorOf('cert')} onChange={(e) => set('cert', e.target.value)} />
          </div>
        ) : (
          <SelectField id="listing-condition" label={t`Condition`} value={draft.condition} onChange={(e) => set('condition', e.target.value)}>
            {(conditions.data ?? []).map((c) => (
              <option key={c.Code} value={c.Code}>
                {c.Name}
              </option>
            ))}
          </SelectField>
        )}
        <div className="seller-form__row">
          <TextField id="listing-year" label={t`Year`} inputMode="numeric" value={draft.year} error={errorOf('year')} onChange={(e) => set('year', e.target.value)} />
          <TextField id="listing-series" label={t`Set`} value={draft.series} maxLength={120} onChange={(e) => set('series', e.target.value)} />
          <TextField id="listing-number" label={t`Card number`} value={draft.cardNumber} maxLength={40} onChange={(e) => set('cardNumber', e.target.value)} />
          <TextField id="listing-player" label={t`Player or character`} value={draft.player} maxLength={120} onChange={(e) => set('player', e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="listing-detail">
            {t`Description`}
          </label>
          <textarea id="listing-detail" className="seller-textarea" rows={5} maxLength={10_000} value={draft.detail} onChange={(e) => set('detail', e.target.value)} />
        </div>
      </section>

      <section className="seller-card seller-form__section" aria-labelledby="listing-sale">
        <h2 id="listing-sale" className="seller-form__title">
          {t`The sale`}
        </h2>
        <fieldset className="seller-form__choice" disabled={editing}>
          <legend className="field__label">{t`Format`}</legend>
          <label className="seller-radio">
            <input type="radio" name="way" checked={draft.way === 'auction'} onChange={() => set('way', 'auction')} />
            {t`Auction`}
          </label>
          <label className="seller-radio">
            <input type="radio" name="way" checked={draft.way === 'buyNow'} onChange={() => set('way', 'buyNow')} />
            {t`Buy It Now`}
          </label>
          {(!editing || draft.way === 'store') && (
            <label className="seller-radio">
              <input type="radio" name="way" checked={draft.way === 'store'} onChange={() => set('way', 'store')} />
              {t`Store item (by condition, with stock)`}
            </label>
          )}
        </fieldset>
        {draft.way === 'store' && (
          <ConditionsEditor conditions={draft.conditions} onChange={(conditions) => set('conditions', conditions)} error={errorOf('conditions')} />
        )}
        <div className="seller-form__row">
          {draft.way !== 'store' && (
            <TextField
              id="listing-price"
              label={draft.way === 'auction' ? t`Starting price (USD)` : t`Price (USD)`}
              inputMode="decimal"
              value={draft.price}
              error={errorOf('price')}
              onChange={(e) => set('price', e.target.value)}
            />
          )}
          <TextField id="listing-postage" label={t`Postage (USD)`} inputMode="decimal" value={draft.postage} error={errorOf('postage')} hint={t`Empty for free postage`} onChange={(e) => set('postage', e.target.value)} />
          {draft.way === 'auction' && !editing && (
            <SelectField id="listing-days" label={t`Length`} value={draft.days} onChange={(e) => set('days', e.target.value)}>
              {auctionDays.map((days) => (
                <option key={days} value={days}>
                  {t`${days} days`}
                </option>
              ))}
            </SelectField>
          )}
          {draft.way === 'auction' && (
            <TextField
              id="listing-deposit"
              label={t`Bid deposit (CHP)`}
              inputMode="numeric"
              value={draft.deposit}
              error={errorOf('deposit')}
              hint={t`Empty for 10% of the starting price`}
              onChange={(e) => set('deposit', e.target.value)}
            />
          )}
        </div>
        {draft.way === 'buyNow' && (
          <>
            <CheckboxField id="listing-bargain" checked={draft.bargain} onChange={(e) => set('bargain', e.target.checked)} label={t`Accept offers (Best Offer)`} />
            {draft.bargain && (
              <div className="seller-form__row">
                <TextField
                  id="listing-offer-min"
                  label={t`Decline offers below (USD)`}
                  inputMode="decimal"
                  value={draft.offerMin}
                  error={errorOf('offerMin')}
                  onChange={(e) => set('offerMin', e.target.value)}
                />
                <TextField
                  id="listing-offer-auto"
                  label={t`Accept offers from (USD)`}
                  inputMode="decimal"
                  value={draft.offerAutoAccept}
                  error={errorOf('offerAutoAccept')}
                  onChange={(e) => set('offerAutoAccept', e.target.value)}
                />
              </div>
            )}
          </>
        )}
      </section>

      <div className="seller-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
