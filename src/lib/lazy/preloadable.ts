import { lazy, useEffect, type ComponentType } from 'react';
import { afterLoadWhenIdle } from '../browser/after-load-idle';

export interface Preloadable<P> {
  /** The component, loaded the first time it renders (inside a Suspense boundary). */
  Component: ComponentType<P>;
  /** Loads its code now (once). */
  preload: () => Promise<unknown>;
}

/**
 * A component the first view does not draw (a dropdown's panel, a dialog): its code stays out of
 * the first view's scripts and loads once the page is idle (usePreloadWhenIdle), so it is there
 * when it is opened; opened sooner, it loads then.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  return { Component: lazy(() => preload().then((component) => ({ default: component }))), preload };
}

/** Preloads `preload` once the page has loaded and is idle. */
export function usePreloadWhenIdle(preload: () => Promise<unknown>) {
  useEffect(() => afterLoadWhenIdle(() => void preload().catch(() => {})), [preload]);
}
