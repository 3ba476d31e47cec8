import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { HOME_VIDEO_PAUSE_AFTER_MS, type HomeReply } from '../../../domain/catalog/home.schema';

type Video = NonNullable<HomeReply['Video']>;

/**
 * The home page video (spec 1 "Home"): muted, looping, with controls. After 30 minutes of playing
 * it pauses, so a tab left open at a card show does not use up the member's data; pressing play
 * starts a new 30 minutes. Offline it shows its poster.
 */
export function HomeVideo({ video }: { video: Video }) {
  const { t } = useLingui();
  const ref = useRef<HTMLVideoElement>(null);
  usePauseAfter(ref, HOME_VIDEO_PAUSE_AFTER_MS);
  return (
    <section className="home-video" aria-label={t`Holo in a minute`}>
      <video
        ref={ref}
        className="home-video__player"
        src={video.Url}
        poster={video.PosterUrl}
        autoPlay
        muted
        loop
        playsInline
        controls
        preload="metadata"
      />
    </section>
  );
}

/** Pauses the video once it has played for `limitMs` since it last started playing. */
function usePauseAfter(ref: React.RefObject<HTMLVideoElement | null>, limitMs: number) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let playedMs = 0;
    let startedAt = 0;
    const onPlay = () => {
      if (playedMs >= limitMs) playedMs = 0;
      startedAt = Date.now();
      timer = setTimeout(() => element.pause(), limitMs - playedMs);
    };
    const onPause = () => {
      clearTimeout(timer);
      if (startedAt) playedMs += Date.now() - startedAt;
      startedAt = 0;
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    if (!element.paused) onPlay();
    return () => {
      clearTimeout(timer);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
    };
  }, [ref, limitMs]);
}
