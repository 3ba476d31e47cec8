// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_VIDEO_PAUSE_AFTER_MS } from '../../../domain/catalog/home.schema';
import { HomeVideo } from './home-video';

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mountVideo() {
  render(
    <I18nProvider i18n={i18n}>
      <HomeVideo video={{ Url: '/media/intro.webm', PosterUrl: '/media/intro.jpg' }} />
    </I18nProvider>,
  );
  const video = document.querySelector('video')!;
  // jsdom does not play media: play() and pause() only fire their events here.
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  video.pause = vi.fn(() => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
  const play = () => {
    paused = false;
    video.dispatchEvent(new Event('play'));
  };
  return { video, play };
}

describe('HomeVideo', () => {
  it('pauses after 30 minutes of playing, counting only the time it played', () => {
    const { video, play } = mountVideo();
    act(play);
    act(() => vi.advanceTimersByTime(HOME_VIDEO_PAUSE_AFTER_MS / 2));
    act(() => video.pause());
    expect(video.pause).toHaveBeenCalledTimes(1);
    // A paused stretch does not count.
    act(() => vi.advanceTimersByTime(HOME_VIDEO_PAUSE_AFTER_MS));
    expect(video.pause).toHaveBeenCalledTimes(1);
    act(play);
    act(() => vi.advanceTimersByTime(HOME_VIDEO_PAUSE_AFTER_MS / 2 - 1000));
    expect(video.pause).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(video.pause).toHaveBeenCalledTimes(2);
    expect(video.paused).toBe(true);
  });

  it('gives a fresh 30 minutes when the member presses play again after the stop', () => {
    const { video, play } = mountVideo();
    act(play);
    act(() => vi.advanceTimersByTime(HOME_VIDEO_PAUSE_AFTER_MS));
    expect(video.pause).toHaveBeenCalledTimes(1);
    act(play);
    act(() => vi.advanceTimersByTime(HOME_VIDEO_PAUSE_AFTER_MS - 1));
    expect(video.pause).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(video.pause).toHaveBeenCalledTimes(2);
  });
});
