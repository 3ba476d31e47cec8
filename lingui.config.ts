import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hant', 'ko', 'ja'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      // The seller site and the staff console have their own catalog: the buyer's stays its size.
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', 'src/seller/**', 'src/staff/**'],
    },
    // The seller site and the staff console (src/seller, src/staff), with the shared components and
    // libraries they draw; they load this catalog only (src/seller/app/seller-language.ts).
    {
      path: '<rootDir>/src/locales/{locale}/backoffice',
      include: ['src/seller', 'src/staff', 'src/components', 'src/lib'],
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
