// Every page in the build's sitemap, in the light and then the dark theme: axe finds no accessibility
// violation, and the page loads without console noise (the site fixture fails the test on any
// console error or warning and on any failed request). The theme switch changes colours only, so
// the dark pass runs the colour rules; every other rule has already run on the same markup.
import {readFileSync} from 'node:fs';
import {COLOUR_RULES, expectNoAxeViolations} from '../support/axe';
import {BASE, open, test} from '../support/site';

const sitemap = readFileSync('build/sitemap.xml', 'utf8');
// 172 axe runs: a trace of each would cost more than the runs themselves, and a failure message
// already names the rule and the elements.
test.use({trace: 'off'});

const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

const PAGES = Array.from(sitemap.matchAll(/<loc>[^<]*?(\/draupnir-documentation\/[^<]*)<\/loc>/g), (m) =>
  m[1].slice(BASE.length),
);

test('the sitemap lists the site', () => {
  test.expect(PAGES.length).toBeGreaterThan(80);
});

for (const path of PAGES) {
  test(`/${path}, light and dark`, async ({page}) => {
    // Two axe runs over the longest pages take longer than the default 30 s on a busy 2-core machine.
    test.setTimeout(90_000);
    await open(page, path);
    // Diagrams and the API explorer render after hydration; let them finish first.
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `/${path} (light)`);
    // Colour transitions would let axe measure colours half-way; the reader sees the end state.
    await page.addStyleTag({content: NO_TRANSITIONS});
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await test.expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page, `/${path} (dark)`, {rules: COLOUR_RULES});
  });
}

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
      await test.expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expectNoAxeViolations(page, `mobile menu (${theme})`);
    });

    test('the search modal, empty and with results', async ({page}) => {
      await open(page, 'moderator/commands');
      await page.addStyleTag({content: NO_TRANSITIONS});
      await page.getByRole('button', {name: 'Search'}).first().click();
      const input = page.locator('.DocSearch-Input');
      await test.expect(input).toBeFocused();
      await expectNoAxeViolations(page, `search modal, empty (${theme})`);
      await input.fill('ban');
      await test.expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expectNoAxeViolations(page, `search modal, results (${theme})`);
    });
  });
}
