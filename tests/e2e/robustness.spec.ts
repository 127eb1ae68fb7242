// The site under bad conditions: no JavaScript, browser storage that throws, a page whose code
// cannot be downloaded, and hostile paths and query strings.
import type {Page} from '@playwright/test';
import {STATIC_HOST_PORT} from '../support/ports';
import {BASE, expect, open, test, url} from '../support/site';

/** Every link to another page of the site inside `scope`, as absolute paths without hashes. */
async function internalLinks(page: Page, scope: string): Promise<string[]> {
  const hrefs = await page.locator(`${scope} a[href^="${BASE}"]`).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  return Array.from(new Set(hrefs.map((href) => href.replace(/#.*$/, ''))));
}

/** Messages of the dialogs (`alert(1)`) the page opens; each is dismissed so the page goes on. */
function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('the home page shows its full text, and its links lead to pages', async ({page}) => {
    await page.goto(url(''));
    await expect(page.getByRole('heading', {level: 1, name: 'Draupnir documentation'})).toBeVisible();
    await expect(page.getByRole('figure').getByText('Each with its own management room')).toBeVisible();
    await expect(page.locator('article h2').last()).toBeVisible();
    const links = await internalLinks(page, 'main');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect((await page.request.get(link)).status(), link).toBe(200);
  });

  test('a doc page shows every tab of its tabbed instructions, and its links lead to pages', async ({page}) => {
    await page.goto(url('bot/setup_docker'));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const panels = page.getByRole('tabpanel', {includeHidden: true});
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Next steps'})).toBeVisible();
    const links = await internalLinks(page, 'main, nav');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect((await page.request.get(link)).status(), link).toBe(200);
  });
});

test.describe('when browser storage throws on every call', () => {
  // The site's own one-line explanation is the expected console output.
  test.use({allowConsole: /^warning: Browser storage is unavailable/});

  test('the site loads, the theme still toggles, and a console warning explains why', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('Storage is disabled.', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, {value: refuse});
      }
    });
    await open(page, 'moderator/commands');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(html).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(warnings).toEqual([expect.stringMatching(/^Browser storage is unavailable.*localStorage, sessionStorage/)]);
  });
});

test.describe("when a page's code cannot be downloaded", () => {
  // The aborted downloads, and the browser's, Docusaurus's and our own reports of them.
  test.use({
    allowConsole: /Failed to load resource|net::ERR_FAILED|Loading chunk|ChunkLoadError|could not be downloaded/,
    // Retry reloads the page, which cancels whatever the browser was still fetching (the favicon).
    allowFailedRequests: /\/assets\/js\/|^net::ERR_ABORTED /,
  });

  test('the page says so with a Retry button, and Retry recovers once the network is back', async ({page}) => {
    await open(page, '');
    // Docusaurus prefetches the pages of links in view; wait for that, then cut off everything else.
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/assets/js/')),
    );
    await page.route('**/assets/js/**', (route) =>
      loaded.includes(route.request().url()) ? route.continue() : route.abort(),
    );
    // A link far down the page, whose page Docusaurus has not prefetched.
    const link = page.locator('main a[href$="/governance/longhouse-cycle"]').first();
    await link.click();

    const notice = page.getByRole('alert').filter({hasText: 'could not be downloaded'});
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/chunk/i);
    await expect(page).toHaveURL((u) => u.pathname === url('governance/longhouse-cycle'));

    await page.unrouteAll();
    await notice.getByRole('button', {name: 'Retry'}).click();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('heading', {level: 1, name: /longhouse cycle/i})).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('hostile query strings', () => {
  const QUERIES = ['?q=<script>alert(1)</script>', '?q=%00', `?q=${'x'.repeat(4096)}`, '?q=..%2f..%2fetc%2fpasswd'];

  for (const query of QUERIES) {
    test(`a doc page with ${query.slice(0, 40)} renders normally`, async ({page}) => {
      const dialogs = recordDialogs(page);
      await open(page, `moderator/commands${query}`);
      await expect(page.getByRole('heading', {level: 1, name: 'Command reference'})).toBeVisible();
      expect(dialogs, 'dialogs opened by a script from the address').toEqual([]);
    });
  }
});

test.describe('hostile paths, on the GitHub Pages-like host', () => {
  // The host answers these with the not-found page and status 404, which the browser reports.
  test.use({allowConsole: /status of 404/, allowFailedRequests: /^404 /});

  const PATHS = ['%00', '..%2f..%2fetc%2fpasswd', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'a'.repeat(4096), '%E0%A4%A'];

  for (const path of PATHS) {
    test(`/${path.slice(0, 40)} shows the not-found page`, async ({page}) => {
      const dialogs = recordDialogs(page);
      const response = await page.goto(`http://127.0.0.1:${STATIC_HOST_PORT}${BASE}${path}`);
      expect(response?.status()).toBe(404);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      expect(dialogs, 'dialogs opened by a script from the address').toEqual([]);
    });
  }
});
