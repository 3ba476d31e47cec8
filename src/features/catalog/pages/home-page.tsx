import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { StatusPanel } from '../../../components/status/status-panel';
import { session } from '../../../lib/session/session-store';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user';
import { useHome, type HomeReply } from '../api/get-home';
import { CategoryDirectory } from '../components/category-directory';
import { ActivityEntry } from '../home/activity-entry';
import { BannerCarousel } from '../home/banner-carousel';
import { BuyNowBanner } from '../home/buy-now-banner';
import { HomeMenu } from '../home/home-menu';
import { HomeVideo } from '../home/home-video';
import { LikeCarousel } from '../home/like-carousel';
import { ListingRows } from '../home/listing-rows';
import { ManufacturerTiles } from '../home/manufacturer-tiles';
import { RecommendedStores } from '../home/recommended-stores';
import { SportTiles } from '../home/sport-tiles';
import { SurveyPrompt } from '../home/survey-prompt';
import { inUsArea } from '../us-area';
import { PromotionPopup } from '../../promotions';

function isEmpty(home: HomeReply) {
  return (
    home.Banners.length + home.Rows.length + home.Manufacturers.length + home.Sports.length + home.RecommendedStores.length + home.Like.length === 0
  );
}

/**
 * The home page (spec 1 "Home", issue 32): menu, a heading that says what Holo is, banners, the
 * listing rows on the first screen (the member's own first), then the survey prompt, the activity
 * entry, the video, manufacturer and sport tiles, the US Buy It Now banner, recommended sellers and
 * "You may like". The server draws it for a visitor before the scripts run (src/ssr), from this
 * component.
 */
export function HomePage() {
  const { t } = useLingui();
  const { user } = useSnapshot(session);
  useRefreshCurrentUser();
  const home = useHome();
  const data = home.data;
  return (
    <div className="page home">
      <HomeMenu />
      {/* What Holo is; also the home page's document title (catalog routes.tsx). */}
      <h1 className="home__title">{t`Trading card marketplace`}</h1>
      {home.isPending ? (
        <div className="home__loading" aria-busy="true" aria-label={t`Loading`}>
          <div className="banner banner--skeleton" />
          <div className="tiles tiles--skeleton">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="tile tile--skeleton" />
            ))}
          </div>
        </div>
      ) : !data ? (
        <StatusPanel
          tone="error"
          title={t`The home page could not be loaded`}
          actions={
            <button type="button" className="btn btn--ghost" onClick={() => void home.refetch()}>
              {t`Try again`}
            </button>
          }
        >
          {t`Check your connection and try again.`}
        </StatusPanel>
      ) : isEmpty(data) ? (
        <StatusPanel title={t`Nothing to show yet`}>{t`New listings and sellers will appear here soon.`}</StatusPanel>
      ) : (
        <>
          <BannerCarousel banners={data.Banners} />
          <ListingRows rows={data.Rows} />
          <SurveyPrompt />
          {data.ActivityShow && <ActivityEntry />}
          {data.Video && <HomeVideo video={data.Video} />}
          <ManufacturerTiles manufacturers={data.Manufacturers} />
          <SportTiles sports={data.Sports} />
          {inUsArea(user) && <BuyNowBanner />}
          <RecommendedStores stores={data.RecommendedStores} />
          <LikeCarousel listings={data.Like} />
        </>
      )}
      {/* Below everything else: shown once the home content is in, so it never jumps down under it (CLS). */}
      {!home.isPending && <CategoryDirectory />}
      <PromotionPopup />
    </div>
  );
}
