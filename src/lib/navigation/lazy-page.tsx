import { lazy, useState, type ComponentType } from 'react';
import { proxy } from 'valtio';

/** How many pages' code is loading right now; the layout's navigation bar shows while any is. */
export const pageCode = proxy({ loading: 0 });

export type LazyPage = ComponentType & {
  /** Starts loading the page's code (once); a render after it is in shows the page at once. */
  preload: () => Promise<unknown>;
};

/**
 * A page whose code loads the first time it is shown (React.lazy), or earlier through `preload`
 * (main.tsx preloads the first page, alongside the language). A navigation to a page whose code
 * is not in yet renders in a transition: the current page stays until it is.
 *
 * A page whose code is already in renders directly, not through React.lazy: a lazy component
 * suspends on its first render even then, and React reveals content that replaces a fallback no
 * sooner than 300 ms after the fallback appeared (the first view came 0.3-0.5 s later).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let code: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    if (!code) {
      pageCode.loading += 1;
      code = load()
        .then((page) => {
          loaded = page;
          return { default: page };
        })
        .finally(() => {
          pageCode.loading -= 1;
        });
    }
    return code;
  };
  const Lazy = lazy(preload);
  function Page() {
    // Decided once per mount, so the page is never remounted when its code arrives.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
