import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { StatusPanel } from '../../../components/status/status-panel';
import type { AgreementKey } from '../../../domain/legal/agreement-keys';
import { isLocale, type Locale } from '../../../domain/language/locales';
import { useOnline } from '../../../lib/hooks/use-online';
import { failedWithoutData } from '../../../lib/query/failed-without-data';
import { agreementQueries } from '../api/agreement-queries';
import { LegalBody } from './legal-body';

interface LegalTextProps {
  textKey: AgreementKey;
  /** Another language than the reader's (the Korean holiday notice). */
  language?: Locale;
  /** The text's title as the page's h1 (an information page) or h2 (under the terms page's tabs). */
  heading?: 'h1' | 'h2';
  /** The tab panel's id and label, when shown under tabs. */
  panel?: { id: string; labelledBy: string };
}

/** One legal or information text: its title, "Updated {date}" and the text, with loading, error and offline states. */
export function LegalText({ textKey, language, heading: Heading = 'h1', panel }: LegalTextProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const locale: Locale = language ?? (isLocale(i18n.locale) ? i18n.locale : 'en');
  const text = useQuery(agreementQueries.text(textKey, locale));
  const panelProps = panel ? { id: panel.id, role: 'tabpanel', 'aria-labelledby': panel.labelledBy } : {};

  // Offline with no copy on the device: the query waits for the connection (it refetches by itself).
  const waitingOffline = text.isPending && text.fetchStatus === 'paused';
  if (text.isPending && !waitingOffline) {
    return <article className="legal-text legal-text--loading" aria-busy="true" aria-label={t`Loading the text`} {...panelProps} />;
  }
  if (waitingOffline || failedWithoutData(text)) {
    return (
      <div {...panelProps}>
        <StatusPanel
          tone="error"
          heading={Heading}
          title={online && !waitingOffline ? t`The text could not be loaded` : t`You are offline`}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void text.refetch()}>
              {t`Try again`}
            </button>
          }
        >
          {(!online || waitingOffline) && <p>{t`This text has not been read on this device yet. It opens without a connection once it has been read.`}</p>}
        </StatusPanel>
      </div>
    );
  }
  if (!text.data) return null;
  const { Title, Content, PublishedAt, Language } = text.data;
  const published = new Date(PublishedAt);
  const date = Number.isNaN(published.getTime()) ? '' : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(published);
  return (
    <article className="legal-text" lang={Language} {...panelProps}>
      <Heading className="legal-text__title">{Title}</Heading>
      <p className="legal-text__updated">
        <time dateTime={PublishedAt}>{t`Updated ${date}`}</time>
      </p>
      <LegalBody html={Content} />
    </article>
  );
}
