import { defineConfig, devices } from '@playwright/test';
import { promotionPopupsSeen } from './tests/e2e/support/promotion-popups';

// Journeys run in Debian's Chromium (never a downloaded browser) against the real server on a
// fresh embedded database with the demo data, serving the production build from dist/.
const port = Number(process.env.E2E_PORT ?? 8090);
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous: the machines CI runs on were seen 3-4x slower for minutes at a time (CPU taken by
  // their neighbours), when the live-bidding journey took 66 s instead of 17 s and a first view's
  // app 10 s to start. A wait that ends in time still ends as soon as its condition holds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  outputDir: 'test-results/playwright',
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: promotionPopupsSeen(`http://127.0.0.1:${port}`),
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // Recording a trace of every journey to keep the failing ones costs the whole run 10-20 %; the
    // full run (`npm test`, CI) keeps none, so a journey run on its own records them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    // The offline and push journeys are the phone's (a card show; a phone in a pocket): once is enough;
    // small-things-phone.spec.ts checks the phone's own layout.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' }, testIgnore: ['**/offline.spec.ts', '**/push.spec.ts', '**/small-things-phone.spec.ts'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
