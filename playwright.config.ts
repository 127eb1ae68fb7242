import {defineConfig, devices} from '@playwright/test';
import {ALGOLIA_BUILD_PORT, PORT, STATIC_HOST_PORT, WRONG_BASE_PORT} from './tests/support/ports';

// Debian's Chromium; Playwright's own browser downloads are never used.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Limits for a machine several times slower than a developer's, or shared with other work:
  // waits end as soon as what they wait for is there, so a limit only costs time when a test fails.
  // On 2 cores shared with a load average of 35, a test of one page took 30 to 55 s. Measured with
  // `npm run bench:suite`; a test that needs longer sets its own limit and says why.
  timeout: 90_000,
  expect: {timeout: 20_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/results.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The production build, as `docusaurus serve` serves it under the base path.
      command: `npx docusaurus serve --port ${PORT} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${PORT}/draupnir-documentation/`,
      reuseExistingServer: !process.env.CI,
      // It loads the site's configuration before it listens, which is slow on a busy machine.
      timeout: 180_000,
    },
    {
      // The same build as GitHub Pages serves it, where the site is deployed.
      command: `node scripts/static-host.mjs ${STATIC_HOST_PORT} /draupnir-documentation/`,
      url: `http://127.0.0.1:${STATIC_HOST_PORT}/draupnir-documentation/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same build served from the wrong base path (the site root).
      command: `node scripts/static-host.mjs ${WRONG_BASE_PORT} /`,
      url: `http://127.0.0.1:${WRONG_BASE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The build made with Algolia credentials (npm test builds it into build-algolia/).
      command: `node scripts/static-host.mjs ${ALGOLIA_BUILD_PORT} /draupnir-documentation/ build-algolia`,
      url: `http://127.0.0.1:${ALGOLIA_BUILD_PORT}/draupnir-documentation/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
