/// <reference types="vite/client" />

/** Lingui's Vite plugin compiles a .po catalog into a module exporting its messages. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** package.json version, defined by vite.config.ts; busts the persisted query cache on upgrade. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** The separate seller site the Sell link hands off to (spec 1 section 6). */
  readonly VITE_SELLER_SITE_URL?: string;
}
