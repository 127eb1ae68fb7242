import {load} from 'cheerio';
import {STATIC_HOST_PORT} from '../support/ports';
import {DOC_ROUTES, ROUTES} from '../support/routes';
import {expect, open, test, url} from '../support/site';

// The server's answer for each route, read without a browser: a browser adds nothing to a status
// and the HTML it is sent. every-page.spec.ts opens each of these pages in the browser (the sitemap
// lists every route; it checks that too) and checks what the reader sees there once it has loaded.
test('every listed route is live: status 200, a heading, a description, and sections on doc pages', async ({request}) => {
  // 87 pages fetched and parsed: 16 s on 2 cores shared with a load average of 20, over 90 s with
  // a load average of 33 and two CPU-bound processes beside it.
  test.setTimeout(300_000);
  const problems: string[] = [];
  for (const route of ROUTES) {
    const response = await request.get(url(route));
    if (response.status() !== 200) {
      problems.push(`/${route}: HTTP ${response.status()}`);
      continue;
    }
    const $ = load(await response.text());
    if ($('h1').first().text().trim() === '') problems.push(`/${route}: no h1`);
    $('script, style').remove();
    if (/page not found/i.test($('body').text())) problems.push(`/${route}: says "Page Not Found"`);
    if (!/\S{3,}/.test($('meta[name="description"]').attr('content') ?? '')) problems.push(`/${route}: no meta description`);
    if (DOC_ROUTES.includes(route) && $('article h2').length === 0) problems.push(`/${route}: no h2 in the article`);
  }
  expect(problems).toEqual([]);
});

test.describe('unknown paths', () => {
  // The browser reports the 404 status of the document itself: that is what these tests ask for.
  test.use({allowConsole: /status of 404/, allowFailedRequests: /^404 /});

  for (const path of ['does-not-exist', 'bot/does-not-exist', 'api/nothing-here']) {
    test(`/${path} shows the not-found page`, async ({page}) => {
      const response = await page.request.get(url(path));
      expect(response.status()).toBe(404);
      await open(page, path);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    });
  }
});

// On the static host the site is deployed to, a URL ending in .html is the page's own file, and
// /index.html reaches the 404 page's file; either way the page shows under its clean address.
test.describe('.html and /index.html suffixes are dropped', () => {
  test.use({baseURL: `http://127.0.0.1:${STATIC_HOST_PORT}`});

  for (const [requested, clean, heading] of [
    ['category/bot-mode.html', 'category/bot-mode', 'Bot mode'],
    ['index.html', '', 'Draupnir documentation'],
  ]) {
    test(`/${requested} shows the "${heading}" page at /${clean}`, async ({page}) => {
      await open(page, requested);
      await expect(page).toHaveURL((u) => u.pathname === url(clean));
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
    });
  }

  test.describe('a suffix the host does not know', () => {
    // The host answers with the 404 page's HTML, which React replaces with the right page after
    // reporting the mismatch: both console errors are the expected cost of a non-canonical URL.
    test.use({allowConsole: /status of 404|Minified React error #418/, allowFailedRequests: /^404 /});

    test('/category/bot-mode/index.html shows the "Bot mode" page at /category/bot-mode', async ({page}) => {
      await open(page, 'category/bot-mode/index.html');
      await expect(page).toHaveURL((u) => u.pathname === url('category/bot-mode'));
      await expect(page.getByRole('heading', {level: 1, name: 'Bot mode'})).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });
  });
});
