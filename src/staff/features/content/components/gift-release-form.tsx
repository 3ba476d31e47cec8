import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../../components/form/text-field';
import type { StaffGiftRow } from '../../../../domain/promotions/staff-activity.schema';
import { useDeskAction } from '../../../lib/use-desk-action';
import { contentKeys, releaseGift } from '../api/content-queries';

/** Releases an awarded gift once: a prize with the carrier and tracking number it shipped with, raffle tickets as they are. */
export function GiftReleaseForm({ gift }: { gift: StaffGiftRow }) {
  const { t } = useLingui();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const release = useDeskAction(releaseGift, { invalidate: contentKeys.activities(), done: t`Gift released: the member has been told` });
  const id = `gift-release-${gift.Id}`;
  const prize = gift.GiftType === 0;
  return (
    <form
      className="desk-form desk-form--inline"
      aria-label={t`Release gift ${gift.Id}`}
      onSubmit={(event) => {
        event.preventDefault();
        release.mutate({ giftId: gift.Id, body: prize ? { LogisticsCompanyName: carrier, LogisticsCode: tracking } : {} });
      }}
    >
      {prize && (
        <>
          <TextField id={`${id}-carrier`} label={t`Carrier`} value={carrier} onChange={(event) => setCarrier(event.target.value)} required />
          <TextField id={`${id}-tracking`} label={t`Tracking number`} value={tracking} onChange={(event) => setTracking(event.target.value)} required />
        </>
      )}
      <button type="submit" className="btn btn--primary btn--small" disabled={release.isPending || (prize && (!carrier.trim() || !tracking.trim()))}>
        {t`Release the gift`}
      </button>
    </form>
  );
}
