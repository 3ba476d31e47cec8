// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_VIDEO_PAUSE_AFTER_MS } from '../../../domain/catalog/home-options';
import { HomeVideo } from './home-video';
import { endFakeTimers } from '../../../testing/end-fake-timers';

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  vi.useFakeTimers();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  setPreferences();
});
afterEach(() => {
  cleanup();
  endFakeTimers();
  vi.unstubAllGlobals();
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
  video.play = vi.fn(() => {
    play();
    return Promise.resolve();
  });
  return { video, play };
}

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function setPreferences({ reducedMotion = false, saveData = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
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

  it('starts by itself once the page has loaded and settled, when half of it is on screen, once', () => {
    const { video } = mountVideo();
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.autoplay).toBe(false);
    // The idle moment comes first (no requestIdleCallback here: a timer), then the observer.
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1000));
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer!.targets).toEqual([video]);
    act(() => observer!.show(false));
    expect(video.play).not.toHaveBeenCalled();
    act(() => observer!.show(true));
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
    act(() => observer!.show(true));
    expect(video.play).toHaveBeenCalledTimes(1);
  });

  it('waits for the play button with Save-Data or reduced motion', () => {
    for (const preferences of [{ saveData: true }, { reducedMotion: true }]) {
      setPreferences(preferences);
      const { video } = mountVideo();
      act(() => vi.advanceTimersByTime(5000));
      expect(FakeIntersectionObserver.instances, JSON.stringify(preferences)).toHaveLength(0);
      expect(video.play).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('leaves the choice to a member who pressed play before it started', () => {
    const { video, play } = mountVideo();
    act(play);
    act(() => vi.advanceTimersByTime(5000));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(video.play).not.toHaveBeenCalled();
  });
});

describe('HomeVideo controls', () => {
  it("leaves the browser's controls out until the member presses the video, which then plays it", () => {
    const { video } = mountVideo();
    expect(video.controls).toBe(false);
    const press = screen.getByRole('button', { name: 'Play the video' });
    fireEvent.click(press);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.controls).toBe(true);
    expect(document.activeElement).toBe(video);
    expect(screen.queryByRole('button', { name: /video/ })).toBeNull();
  });

  it('while it plays by itself, pressing it shows the controls without restarting it', () => {
    const { video, play } = mountVideo();
    act(play);
    fireEvent.click(screen.getByRole('button', { name: "Show the video's controls" }));
    expect(video.play).not.toHaveBeenCalled();
    expect(video.controls).toBe(true);
  });
});
