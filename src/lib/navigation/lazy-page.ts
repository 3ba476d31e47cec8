import { lazy, type ComponentType } from 'react';
import { proxy } from 'valtio';

/** How many pages' code is loading right now; the layout's navigation bar shows while any is. */
export const pageCode = proxy({ loading: 0 });

/**
 * A page whose code loads the first time it is shown (React.lazy). A navigation to it renders in a
 * transition, so the current page stays on screen until the code is in.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    pageCode.loading += 1;
    try {
      return { default: await load() };
    } finally {
      pageCode.loading -= 1;
    }
  });
}
