// Every page in the build's sitemap, which lists every route of tests/support/routes.ts: the page
// loads without console noise (the site fixture fails the test on any console error or warning and
// on any failed request) and shows its page, not the not-found page; an API page shows its
// operation; and in the light and then the dark theme axe finds no accessibility violation. The
// theme switch changes colours only, so the dark pass runs the colour rules; every other rule has
// already run on the same markup. One load of each page serves all of these checks, and the pages
// load one after another in one tab per worker, as a reader going from page to page.
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {expectOperationPage, operations} from '../support/apiOperations';
import {COLOUR_RULES, expectNoAxeViolations} from '../support/axe';
import {DOC_ROUTES, ROUTES} from '../support/routes';
import {BASE, expect, open, test} from '../support/site';

const sitemap = readFileSync('build/sitemap.xml', 'utf8');
// 172 axe runs: a trace of each would cost more than the runs themselves, and a failure message
// already names the rule and the elements.
test.use({trace: 'off'});

const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

const PAGES = Array.from(sitemap.matchAll(/<loc>[^<]*?(\/draupnir-documentation\/[^<]*)<\/loc>/g), (m) =>
  m[1].slice(BASE.length),
);

test('the sitemap lists the site: every listed route, and no other page', () => {
  expect(PAGES.length).toBeGreaterThan(80);
  expect([...PAGES].sort()).toEqual([...ROUTES].sort());
});

// A page loaded in the tab that loaded the one before reuses the scripts the browser has already
// compiled: 0.5 s instead of 1.6 s from navigation to hydration on 2 cores (a new tab, even in the
// same context, gains nothing). Each check still starts from a new document in the light theme, and
// the site fixture's console and request checks cover only the test's own time. After a failure
// Playwright starts a new worker, and with it a new tab.
const inOneTab = test.extend<object, {workerTab: Page}>({
  workerTab: [
    async ({browser}, use, workerInfo) => {
      const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL} = workerInfo.project.use;
      const context = await browser.newContext({viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL});
      await context.addInitScript(() => {
        try {
          window.localStorage.removeItem('theme');
        } catch {
          // No storage: the site starts light anyway.
        }
      });
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({workerTab}, use) => use(workerTab),
});

test.describe('every page', () => {
  // Two axe runs over the longest page, and on an API page the request explorer before them: up to
  // 127 s (the command reference) and 109 s (an API page) on 2 cores shared with a load average of 27.
  test.describe.configure({timeout: 300_000});

  for (const path of PAGES) {
    inOneTab(`/${path}: its page, light and dark`, async ({page}) => {
      await open(page, path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      if (DOC_ROUTES.includes(path)) await expect(page.locator('article h2').first()).toBeVisible();
      const operation = operations.find((o) => o.route === path);
      if (operation) await expectOperationPage(page, operation);
      // Diagrams and the API explorer render after hydration; let them finish first.
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `/${path} (light)`);
      // Colour transitions would let axe measure colours half-way; the reader sees the end state.
      await page.addStyleTag({content: NO_TRANSITIONS});
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoAxeViolations(page, `/${path} (dark)`, {rules: COLOUR_RULES});
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`open overlays, ${theme} theme`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    });

    test('the mobile menu', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await open(page, 'moderator/commands');
      await page.addStyleTag({content: NO_TRANSITIONS});
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expectNoAxeViolations(page, `mobile menu (${theme})`);
    });

    test('the search modal, empty and with results', async ({page}) => {
      await open(page, 'moderator/commands');
      await page.addStyleTag({content: NO_TRANSITIONS});
      await page.getByRole('button', {name: 'Search'}).first().click();
      const input = page.locator('.DocSearch-Input');
      await expect(input).toBeFocused();
      await expectNoAxeViolations(page, `search modal, empty (${theme})`);
      await input.fill('ban');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expectNoAxeViolations(page, `search modal, results (${theme})`);
    });
  });
}
