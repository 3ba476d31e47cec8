import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { AgreementKey } from '../../../domain/legal/agreement-keys';
import { LegalText } from '../components/legal-text';

/** /terms/{key}: one information text (customer service, how payment works, company info…). The seller terms end with the way to apply. */
export function InfoPage({ textKey }: { textKey: AgreementKey }) {
  const { t } = useLingui();
  return (
    <div className="page legal-page">
      <LegalText key={textKey} textKey={textKey} />
      {textKey === 'becomeseller' && (
        <p className="legal-page__action">
          <Link className="btn btn--primary" to="/becomeseller">{t`Apply to sell`}</Link>
        </p>
      )}
    </div>
  );
}
