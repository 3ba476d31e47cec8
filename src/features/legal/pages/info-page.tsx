import type { AgreementKey } from '../../../domain/legal/agreement-keys';
import { LegalText } from '../components/legal-text';

/** /terms/{key}: one information text (customer service, how payment works, company info…). */
export function InfoPage({ textKey }: { textKey: AgreementKey }) {
  return (
    <div className="page legal-page">
      <LegalText key={textKey} textKey={textKey} />
    </div>
  );
}
