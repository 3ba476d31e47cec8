/// <reference types="vite/client" />

/** Lingui's Vite plugin compiles a .po catalog into a module exporting its messages. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** package.json version, defined by vite.config.ts; busts the persisted query cache on upgrade. */
declare const __APP_VERSION__: string;
