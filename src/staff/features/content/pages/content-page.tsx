import { useLingui } from '@lingui/react/macro';
import { DeskPage } from '../../../components/desk-page';
import { DeskTabs } from '../../../components/desk-tabs';
import { BannerList } from '../components/banner-list';
import { ActivityList } from '../components/activity-list';
import { LegalTexts } from '../components/legal-texts';

type Tab = 'banners' | 'activities' | 'legal';

/** The content desk: the home page's banners, the promotions and the legal texts. */
export function ContentPage() {
  const { t } = useLingui();
  const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
    { value: 'banners', label: t`Banners` },
    { value: 'activities', label: t`Promotions` },
    { value: 'legal', label: t`Legal texts` },
  ];
  return (
    <DeskPage title={t`Content`}>
      <DeskTabs label={t`Content`} tabs={tabs} idBase="content">
        {(tab) => (tab === 'banners' ? <BannerList /> : tab === 'activities' ? <ActivityList /> : <LegalTexts />)}
      </DeskTabs>
    </DeskPage>
  );
}
