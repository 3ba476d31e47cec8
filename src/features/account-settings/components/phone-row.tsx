import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { maskedPhone } from '../../../domain/account/masked-phone';
import { AddPhoneDialog } from '../../verification';

/**
 * Phone (spec 3 section 5 "Phone edit"): once set it cannot be changed, so it is shown masked; a
 * member without one is warned first, then adds it with a code (the verification feature's dialog).
 */
export function PhoneRow({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const [step, setStep] = useState<'idle' | 'warning' | 'adding'>('idle');
  if (user.TelPhone) return <span dir="ltr">{maskedPhone(user.TelPhone, user.AreaCode)}</span>;
  return (
    <>
      <span className="pay-muted">{t`Not set`}</span>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setStep('warning')}>
        {t`Add`}
      </button>
      <ConfirmDialog
        open={step === 'warning'}
        title={t`Add a phone number`}
        confirmLabel={t`Continue`}
        onConfirm={() => setStep('adding')}
        onCancel={() => setStep('idle')}
      >
        <p className="dialog__text">{t`Once your phone number is set, it cannot be changed. Please make sure it is a number you will keep.`}</p>
      </ConfirmDialog>
      {step === 'adding' && <AddPhoneDialog defaultCountry={user.MemberSource} wrongPhoneMessage onAdded={() => setStep('idle')} onCancel={() => setStep('idle')} />}
    </>
  );
}
