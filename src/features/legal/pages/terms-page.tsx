import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { TabList } from '../../../components/tabs/tab-list';
import { termsKeyOfType, termsTabs } from '../../../domain/legal/agreement-keys';
import { LegalText } from '../components/legal-text';
import { termsTabLabels } from '../components/terms-tab-labels';

/**
 * /terms/privacy?type=1|2|3 and /terms/service?type=…: the terms page with its ten tabs by
 * ServiceAgreementType, the tab in the address (so a link opens on it and Back goes to the one
 * before). /terms/privacy opens on the privacy policy, /terms/service on the user agreement. On a
 * phone the tabs are a select (the spec's app variant collapses them).
 */
export function TermsPage({ defaultType }: { defaultType: number }) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const idBase = useId();
  const asked = Number(params.get('type'));
  const type = termsKeyOfType(asked) ? asked : defaultType;
  const key = termsKeyOfType(type) ?? 'privacy';
  const tabs = termsTabs.map((tab) => ({ value: tab.type, label: i18n._(termsTabLabels[tab.key]) }));
  const choose = (next: number) => setParams({ type: String(next) });

  return (
    <div className="page legal-page terms-page">
      <h1 className="legal-page__title">{t`Terms and policies`}</h1>
      <label className="terms-page__select field">
        <span className="field__label">{t`Section`}</span>
        <select className="field__input" value={type} onChange={(event) => choose(Number(event.target.value))}>
          {tabs.map((tab) => (
            <option key={tab.value} value={tab.value}>
              {tab.label}
            </option>
          ))}
        </select>
      </label>
      <div className="terms-page__tabs">
        <TabList label={t`Terms and policies`} tabs={tabs} value={type} onChange={choose} idBase={idBase} />
      </div>
      <LegalText key={key} textKey={key} heading="h2" panel={{ id: `${idBase}-panel`, labelledBy: `${idBase}-tab-${type}` }} />
    </div>
  );
}

export function PrivacyTermsPage() {
  return <TermsPage defaultType={1} />;
}

export function ServiceTermsPage() {
  return <TermsPage defaultType={2} />;
}
