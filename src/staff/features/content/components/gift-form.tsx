import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../../components/form/text-field';
import { useDeskAction } from '../../../lib/use-desk-action';
import { awardGift, contentKeys } from '../api/content-queries';

/**
 * Awards a member a gift in a promotion (a prize, or raffle tickets with codes the server makes);
 * it joins the promotion's gift list, where it is released once (GiftList).
 */
export function GiftForm({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [giftType, setGiftType] = useState<0 | 1>(0);
  const [tickets, setTickets] = useState('1');
  const award = useDeskAction(awardGift, { invalidate: contentKeys.activities(), done: t`Gift awarded` });
  const id = `gift-${activityId}`;
  function submit(event: FormEvent) {
    event.preventDefault();
    award.mutate(
      { activityId, body: { Email: email, Name: { en: name }, GiftType: giftType, ...(giftType === 1 ? { Tickets: Number(tickets) } : {}) } },
      { onSuccess: () => setEmail('') },
    );
  }
  return (
    <form className="desk-form desk-form--inline" onSubmit={submit} aria-label={t`Award a gift`}>
      <TextField id={`${id}-email`} label={t`Member's e-mail`} value={email} onChange={(event) => setEmail(event.target.value)} type="email" required />
      <TextField id={`${id}-name`} label={t`Gift (English)`} value={name} onChange={(event) => setName(event.target.value)} required />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>{t`Kind`}</label>
        <select id={`${id}-type`} className="field__select" value={giftType} onChange={(event) => setGiftType(Number(event.target.value) as 0 | 1)}>
          <option value={0}>{t`A prize to ship`}</option>
          <option value={1}>{t`Raffle tickets`}</option>
        </select>
      </div>
      {giftType === 1 && <TextField id={`${id}-tickets`} label={t`Tickets`} value={tickets} onChange={(event) => setTickets(event.target.value)} type="number" required />}
      <button type="submit" className="btn btn--primary btn--small" disabled={!email || !name || award.isPending}>{t`Award`}</button>
    </form>
  );
}
