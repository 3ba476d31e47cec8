import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { HomeReply } from '../../../domain/catalog/home.schema';
import { HOME_VIDEO_PAUSE_AFTER_MS } from '../../../domain/catalog/home-options';
import { afterLoadWhenIdle } from '../../../lib/browser/after-load-idle';

type Video = NonNullable<HomeReply['Video']>;

/**
 * The home page video (spec 1 "Home"): muted and looping. It starts by itself once the page has
 * settled and it is on screen, not with the page: its 530 KB and its decoding took the connection
 * and the main thread from the page's start on a phone (bench/README). With Save-Data or reduced
 * motion it waits for the play button. After 30 minutes of playing it pauses, so a tab left open
 * at a card show does not use up the member's data; pressing play starts a new 30 minutes.
 * Offline it shows its poster.
 *
 * The browser's own controls come once the member presses the video (a button over it: play while
 * it waits, the controls while it plays): built with the page, their shadow tree's style and its
 * seven icon images cost a phone's first view 150-300 ms of style work at 4x (bench/README).
 */
export function HomeVideo({ video }: { video: Video }) {
  const { t } = useLingui();
  const ref = useRef<HTMLVideoElement>(null);
  const [controls, setControls] = useState(false);
  const playing = usePlaying(ref);
  usePlayWhenSettled(ref);
  usePauseAfter(ref, HOME_VIDEO_PAUSE_AFTER_MS);

  function showControls() {
    const element = ref.current;
    if (!element) return;
    // The press button goes away: focus moves to the video, whose controls take over.
    flushSync(() => setControls(true));
    element.focus();
    // Offline or refused: the controls are there to try again.
    if (element.paused) element.play()?.catch(() => {});
  }

  return (
    <section className="home-video" aria-label={t`Holo in a minute`}>
      <video
        ref={ref}
        className="home-video__player"
        src={video.Url}
        poster={video.PosterUrl}
        muted
        loop
        playsInline
        controls={controls}
        tabIndex={controls ? 0 : undefined}
        preload="none"
      />
      {!controls && (
        <button
          type="button"
          className={`home-video__press${playing ? '' : ' home-video__press--play'}`}
          aria-label={playing ? t`Show the video's controls` : t`Play the video`}
          onClick={showControls}
        />
      )}
    </section>
  );
}

/** Whether the video is playing, following its play and pause events. */
function usePlaying(ref: React.RefObject<HTMLVideoElement | null>): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onChange = () => setPlaying(!element.paused);
    element.addEventListener('play', onChange);
    element.addEventListener('pause', onChange);
    return () => {
      element.removeEventListener('play', onChange);
      element.removeEventListener('pause', onChange);
    };
  }, [ref]);
  return playing;
}

/** Plays the video once the page has loaded, the main thread is idle and half of the video is on screen. */
function usePlayWhenSettled(ref: React.RefObject<HTMLVideoElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !wantsAutoplay()) return;
    let stopped = false;
    let cancelWait = () => {};
    let observer: IntersectionObserver | undefined;
    // The member pressed play first: theirs is the choice.
    const onPlay = () => stop();
    const stop = () => {
      stopped = true;
      cancelWait();
      observer?.disconnect();
      element.removeEventListener('play', onPlay);
    };
    const playWhenSeen = () => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting) || stopped) return;
          stop();
          // Refused (autoplay blocked, no media support): the poster and the play button stay.
          element.play()?.catch(() => {});
        },
        { threshold: 0.5 },
      );
      observer.observe(element);
    };
    element.addEventListener('play', onPlay);
    cancelWait = afterLoadWhenIdle(playWhenSeen);
    return stop;
  }, [ref]);
}

function wantsAutoplay(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return !saveData && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
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
