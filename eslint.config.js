// Lint: TypeScript rules, React hooks, import boundaries of shared/STYLE.md, and Lingui's rule that
// every user-visible string in the PWA is translated.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const outsideDomain = ['./src/app', './src/features', './src/components', './src/lib', './src/locales'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/locales/**/*.ts', 'dev-dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // 'import { type X }' keeps the module as a bare import: a schema module would still load and run.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/domain', from: [...outsideDomain, './server', './push-server', './sw'], message: 'domain/ is pure: it imports nothing but zod/mini.' },
            { target: ['./src/components', './src/lib'], from: ['./src/features', './src/app'], message: 'Shared pieces do not depend on features or the app.' },
            { target: './src/features', from: './src/app', message: 'Features do not import the app.' },
            { target: ['./server', './push-server', './sw'], from: [...outsideDomain], message: 'Only src/domain is shared with server code.' },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`, ...features.filter((f) => f !== name).map((f) => `./${f}/index.ts`)],
              message: 'Import another feature only through its index.ts.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod/mini$|\\.)', message: 'domain/ imports nothing but zod/mini.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**', '**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // zod classic costs every page 21 KB Brotli against zod/mini's 7 (the browser has no use for its methods).
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'The browser imports zod/mini.' }] }],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$', '^https?://'],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'styleName', 'src', 'srcSet', 'type', 'id', 'width', 'height', 'displayName', 'href', 'to', 'path',
            'rel', 'target', 'role', 'autoComplete', 'inputMode', 'name', 'method', 'key', 'queryKey', 'mode',
            'accept', 'pattern', 'lang', 'dir', 'htmlFor', 'variant', 'size', 'viewBox', 'd', 'fill', 'stroke',
            'xmlns', 'as', 'colour', 'color', 'tone', 'testId', 'data-testid', 'enterKeyHint', 'loading', 'decoding',
          ],
          ignoreFunctions: [
            'Error', 'console.*', '*.addEventListener', '*.removeEventListener', '*.postMessage', '*.getElementById',
            '*.querySelector', '*.includes', '*.startsWith', '*.endsWith', '*.split', '*.join', 'URLSearchParams',
            '*.set', '*.get', '*.has', '*.delete', 'fetch', 'apiFetch', 'api.*', 'new URL', 'document.createElement',
            'matchMedia', '*.matchMedia', 'navigate', 'useNavigate', 'setCookie', 'readCookie', 'Intl.*',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'server/testing/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
