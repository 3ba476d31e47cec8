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
import { ManufacturerTiles } from '../home/manufacturer-tiles';
import { RecommendedStores } from '../home/recommended-stores';
import { SportTiles } from '../home/sport-tiles';
import { SurveyPrompt } from '../home/survey-prompt';
import { inUsArea } from '../us-area';
import { PromotionPopup } from '../../promotions';

function isEmpty(home: HomeReply) {
  return (
    home.Banners.length + home.Manufacturers.length + home.Sports.length + home.RecommendedStores.length + home.Like.length === 0
  );
}

/**
 * The home page (spec 1 "Home"): menu, banners, manufacturer and sport tiles, the US Buy It Now
 * banner, the video, recommended sellers, "You may like", the activity entry and the survey prompt.
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
