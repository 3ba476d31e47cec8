import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hant', 'ko', 'ja'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
    // What the server writes in a member's language (notices, push texts, e-mails): strings marked
    // /*i18n*/ in server code, kept out of the PWA's catalogs (server/i18n/notice-text.ts reads them).
    {
      path: '<rootDir>/src/locales/{locale}/notices',
      include: ['server', 'push-server'],
      exclude: ['**/node_modules/**', '**/*.test.ts'],
    },
  ],
});
