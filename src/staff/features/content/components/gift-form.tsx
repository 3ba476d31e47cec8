import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StaffGiftReply } from '../../../../domain/promotions/staff-activity.schema';
import { useDeskAction } from '../../../lib/use-desk-action';
import { awardGift, contentKeys, releaseGift } from '../api/content-queries';

/** Award a member a gift in a promotion (a prize, or raffle tickets with codes), then release it once. */
export function GiftForm({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [giftType, setGiftType] = useState<0 | 1>(0);
  const [tickets, setTickets] = useState('1');
  const [gift, setGift] = useState<StaffGiftReply | null>(null);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const award = useDeskAction(awardGift, { invalidate: contentKeys.activities(), done: t`Gift awarded` });
  const release = useDeskAction(releaseGift, { invalidate: contentKeys.activities(), done: t`Gift released: the member has been told` });
  const id = `gift-${activityId}`;
  function submit(event: FormEvent) {
    event.preventDefault();
    award.mutate(
      { activityId, body: { Email: email, Name: { en: name }, GiftType: giftType, ...(giftType === 1 ? { Tickets: Number(tickets) } : {}) } },
      { onSuccess: setGift },
    );
  }
  if (gift) {
    return (
      <form className="desk-form desk-form--inline" onSubmit={(event) => { event.preventDefault(); release.mutate({ giftId: gift.Id, body: gift.GiftType === 0 ? { LogisticsCompanyName: carrier, LogisticsCode: tracking } : {} }, { onSuccess: () => setGift(null) }); }}>
        <p className="desk-card__meta">
          {t`Gift ${gift.Id} for member #${gift.MemberId}`}
          {gift.RedemptionCodes.length > 0 && `: ${gift.RedemptionCodes.join(', ')}`}
        </p>
        {gift.GiftType === 0 && (
          <>
            <Input id={`${id}-carrier`} label={t`Carrier`} value={carrier} onChange={setCarrier} />
            <Input id={`${id}-tracking`} label={t`Tracking number`} value={tracking} onChange={setTracking} />
          </>
        )}
        <button type="submit" className="btn btn--primary btn--small" disabled={release.isPending}>{t`Release the gift`}</button>
      </form>
    );
  }
  return (
    <form className="desk-form desk-form--inline" onSubmit={submit} aria-label={t`Award a gift`}>
      <Input id={`${id}-email`} label={t`Member's e-mail`} value={email} onChange={setEmail} type="email" />
      <Input id={`${id}-name`} label={t`Gift (English)`} value={name} onChange={setName} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>{t`Kind`}</label>
        <select id={`${id}-type`} className="field__select" value={giftType} onChange={(event) => setGiftType(Number(event.target.value) as 0 | 1)}>
          <option value={0}>{t`A prize to ship`}</option>
          <option value={1}>{t`Raffle tickets`}</option>
        </select>
      </div>
      {giftType === 1 && <Input id={`${id}-tickets`} label={t`Tickets`} value={tickets} onChange={setTickets} type="number" />}
      <button type="submit" className="btn btn--primary btn--small" disabled={!email || !name || award.isPending}>{t`Award`}</button>
    </form>
  );
}

function Input({ id, label, value, onChange, type = 'text' }: { id: string; label: string; value: string; onChange: (value: string) => void; type?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="field__frame">
        <input id={id} className="field__input" type={type} required value={value} onChange={(event) => onChange(event.target.value)} />
      </div>
    </div>
  );
}
