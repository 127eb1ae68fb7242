// Search in the default, embedded mode: the DocSearch modal and the search page answered by the
// site's own index.
import type {Page} from '@playwright/test';
import {expectNoAxeViolations} from '../support/axe';
import {watchScripts} from '../support/scripts';
import {expect, open, test, url} from '../support/site';

const button = (page: Page) => page.getByRole('button', {name: 'Search'}).first();
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.getByPlaceholder('Search docs');
const INDEX = /\/search-index\.[0-9a-f]{8}\.json$/;
// A class name found only in DocSearch's modal code.
const SEARCH_MODAL_CODE = 'DocSearch-Modal';

async function openModal(page: Page) {
  await button(page).click();
  await expect(modal(page)).toBeVisible();
}

async function expectClosedWithFocusOnButton(page: Page) {
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();
}

test.describe('opening and closing', () => {
  test('the Search button opens the search box', async ({page}) => {
    await open(page, '');
    await expect(button(page)).toContainText('Search');
    // Its name holds the words it shows (WCAG 2.5.3); the shortcut is announced as a shortcut.
    await expect(button(page).locator('kbd')).toHaveText(['Ctrl', 'K']);
    await expect(button(page)).toHaveAccessibleName('Search Ctrl K');
    await expect(button(page)).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await expectNoAxeViolations(page, 'the search button', {rules: ['label-content-name-mismatch']});
    await openModal(page);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await expectClosedWithFocusOnButton(page);
  });

  test('Ctrl+K opens the search box', async ({page}) => {
    await open(page, '');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expectClosedWithFocusOnButton(page);
  });

  test('Ctrl+K closes an open search box, and "/" typed into it is text', async ({page}) => {
    await open(page, '');
    await openModal(page);
    await page.keyboard.type('a/b');
    await expect(input(page)).toHaveValue('a/b');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toHaveCount(0);
  });

  test('the slash key opens the search box when no input has focus', async ({page}) => {
    await open(page, '');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
    await expectClosedWithFocusOnButton(page);
  });

  test('typing a letter on the focused Search button opens the search box with that letter; Alt+letter does not', async ({page}) => {
    await open(page, '');
    await button(page).focus();
    await page.keyboard.press('Alt+d');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('d');
    await expect(input(page)).toHaveValue('d');
  });
});

test('the index is fetched on first hover of the button, not on page load', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (INDEX.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
  });
  await open(page, 'bot/setup');
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  const loaded = page.waitForRequest((request) => INDEX.test(new URL(request.url()).pathname));
  await button(page).hover();
  await loaded;
  expect(indexRequests).toHaveLength(1);
});

test("the search box's code downloads on first hover of the button, not with the page", async ({page}) => {
  const scripts = watchScripts(page);
  await open(page, 'bot/setup');
  await page.waitForLoadState('networkidle');
  expect(await scripts.containing(SEARCH_MODAL_CODE), 'scripts holding the search modal').toEqual([]);
  expect(scripts.count(), 'scripts the page loaded').toBeGreaterThan(3);
  await button(page).hover();
  await expect.poll(() => scripts.containing(SEARCH_MODAL_CODE)).toHaveLength(1);
});

test.describe('results in the search box', () => {
  test('results are grouped by page, one group a page, with the match highlighted', async ({page}) => {
    await open(page, '');
    await openModal(page);
    await input(page).fill('protection');
    const groups = page.locator('.DocSearch-Hits');
    await expect(groups.first()).toBeVisible();
    const pagesShown: string[] = [];
    for (const group of await groups.all()) {
      const links = await group.locator('.DocSearch-Hit-link').evaluateAll((items) => items.map((item) => item.getAttribute('data-href')));
      const pages = new Set(links.map((link) => (link ?? '').split('#')[0]));
      expect(pages.size, `the group "${await group.locator('.DocSearch-Hit-source').textContent()}"`).toBe(1);
      pagesShown.push(...pages);
    }
    expect(pagesShown.length).toBeGreaterThan(2);
    expect(new Set(pagesShown).size).toBe(pagesShown.length);
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    // The site's own engine answers: nothing in the search box says Algolia does.
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(modal(page)).not.toContainText(/search by|algolia/i, {useInnerText: true});
  });

  test('on a phone the search box has no empty footer', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '');
    await openModal(page);
    await input(page).fill('docker');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Footer')).toBeHidden();
    // The results reach the bottom of the screen.
    const bottom = await page.locator('.DocSearch-Dropdown').evaluate((element) => element.getBoundingClientRect().bottom);
    expect(bottom).toBeGreaterThan(844 - 2);
  });

  // Grouped by sidebar section, the pages of the first section all came before the second page the
  // engine found (here the configuration reference, under "Bot mode", came third).
  test('the search box lists pages in the order of the search page', async ({page}) => {
    const query = 'verboseLogging: true';
    await open(page, `search?q=${encodeURIComponent(query)}`);
    const articles = page.locator('main article');
    await expect(articles.first()).toBeVisible();
    const ranked: string[] = [];
    for (const article of await articles.all()) {
      // A result's breadcrumbs are its sidebar section, then its page; a page title has only the first.
      const crumbs = await article.locator('.breadcrumbs__item').allTextContents();
      const title = crumbs[1] ?? (await article.getByRole('heading').textContent()) ?? '';
      if (!ranked.includes(title)) ranked.push(title);
    }
    expect(ranked.length).toBeGreaterThanOrEqual(3);

    await openModal(page);
    await input(page).fill(query);
    const headers = page.locator('.DocSearch-Hit-source');
    await expect(headers.first()).toBeVisible();
    expect((await headers.allTextContents()).slice(0, 3)).toEqual(ranked.slice(0, 3));
  });

  test("a page title is shown as written: Draupnir's, not Draupnir&#39;s", async ({page}) => {
    await open(page, '');
    await openModal(page);
    await input(page).fill("provisioned draupnir's management room");
    await expect(page.locator('.DocSearch-Hit-source', {hasText: "Find a provisioned Draupnir's management room"}).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Dropdown')).not.toContainText('&#39;');
  });

  test('the search box is a dialog whose results are options: arrows and Enter open one, Ctrl+click opens a new tab', async ({page, context}) => {
    await open(page, '');
    await openModal(page);
    await expect(page.getByRole('dialog', {name: 'Search the documentation'})).toBeVisible();
    await input(page).fill('docker');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first().getByRole('link')).toHaveCount(0);

    // The option itself, not "the second option" found again at the click: on a busy machine the
    // list can be drawn again between reading its link and clicking it.
    const option = (await options.nth(1).elementHandle())!;
    const second = await (await option.$('.DocSearch-Hit-link'))!.getAttribute('data-href');
    const popup = context.waitForEvent('page');
    await option.click({modifiers: ['Control']});
    const tab = await popup;
    await expect(tab).toHaveURL((u) => `${u.pathname}${u.hash}` === second);
    await tab.close();
    await expect(modal(page)).toBeVisible();

    // The pointer rests on the second option, which made it the active one; the arrow moves on.
    await input(page).press('ArrowDown');
    const active = page.locator('[role="option"][aria-selected="true"] .DocSearch-Hit-link');
    await expect(active).toHaveCount(1);
    const chosen = await active.getAttribute('data-href');
    expect(chosen).not.toBe(second);
    await input(page).press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL((u) => `${u.pathname}${u.hash}` === chosen);
  });

  test('"See all results" leads to the search page for the same query', async ({page}) => {
    await open(page, '');
    await openModal(page);
    await input(page).fill('docker');
    const seeAll = page.getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL((u) => u.pathname === url('search') && u.searchParams.get('q') === 'docker');
    await expect(page.getByRole('heading', {level: 1})).toContainText('docker');
  });

  test('a search with no results offers earlier sections and a way to report it', async ({page}) => {
    await open(page, '');
    await openModal(page);
    await input(page).fill('protection');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('zzqxwvbn');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for');
    await expect(noResults).toContainText('zzqxwvbn');
    await expect(noResults).toContainText('Try searching for');
    const suggestions = noResults.locator('.DocSearch-NoResults-Prefill-List li');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(noResults).toContainText('Believe this query should return results?');
    const report = noResults.getByRole('link', {name: 'Let us know.'});
    expect(new URL((await report.getAttribute('href'))!).searchParams.get('title')).toContain('zzqxwvbn');
  });

  test('with no history the search box says so, and a chosen result becomes a recent search', async ({page}) => {
    await open(page, '');
    await openModal(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await input(page).fill('mention limit');
    await page.locator('.DocSearch-Hit').first().click();
    await expect(modal(page)).toHaveCount(0);
    await openModal(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    const stored = await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__draupnir-documentation'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
  });

  test('at most 7 recent searches are kept, and 10 favourites', async ({page}) => {
    await open(page, '');
    const entries = (prefix: string, n: number) =>
      Array.from({length: n}, (_, i) => ({
        objectID: `${prefix}-${i}`,
        type: 'lvl1',
        url: `https://the-draupnir-project.github.io/draupnir-documentation/#${prefix}-${i}`,
        content: null,
        hierarchy: {lvl0: 'Docs', lvl1: `${prefix} ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      }));
    await page.evaluate(
      ([recent, favourites]) => {
        localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__draupnir-documentation', JSON.stringify(recent));
        localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__draupnir-documentation', JSON.stringify(favourites));
      },
      [entries('recent', 9), []],
    );
    await page.reload();
    await openModal(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(page.locator('.DocSearch-Hits').first().locator('.DocSearch-Hit')).toHaveCount(7);

    await page.keyboard.press('Escape');
    await page.evaluate((favourites) => {
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__draupnir-documentation', JSON.stringify(favourites));
    }, entries('favourite', 12));
    await page.reload();
    await openModal(page);
    const sources = page.locator('.DocSearch-Hit-source');
    await expect(sources).toHaveText(['Recent', 'Favorite']);
    await expect(page.locator('.DocSearch-Hits').nth(0).locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(page.locator('.DocSearch-Hits').nth(1).locator('.DocSearch-Hit')).toHaveCount(10);
  });
});

test.describe('when the index cannot be loaded', () => {
  // The aborted request, and the client's own report of it.
  test.use({
    allowConsole: /Failed to load resource|net::ERR_FAILED|search index could not be loaded/,
    allowFailedRequests: /search-index\.[0-9a-f]{8}\.json$/,
  });

  test('the search box says results could not be fetched', async ({page}) => {
    await page.route(INDEX, (route) => route.abort());
    await open(page, '');
    await openModal(page);
    await input(page).fill('docker');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});

// The page each query should find first in the search box: a protection, a typo, a config key…
// All are asked in one search box, as a reader asks one question after another; each is a step of
// its own, and a miss is reported without stopping the others.
test.describe('relevance on this site', () => {
  // Nine searches in a row: 42 s on 2 cores shared with a load average of 27, 98 s with a load
  // average of 25 and two CPU-bound processes beside it.
  test.describe.configure({timeout: 240_000});

  test('each query finds the page that answers it first', async ({page}) => {
    await open(page, '');
    await openModal(page);
    const hits = page.locator('.DocSearch-Hit');
    for (const [query, firstPage] of [
      ['mention limit', 'Mention limit protection'],
      ['docker', 'Running Draupnir with Docker'],
      ['dockr', 'Running Draupnir with Docker'],
      ['backgroundDelayMS', 'Configuration reference'],
      ['trusted reporters', 'Trusted reporters'],
      ['longhouse cycle', 'Longhouse cycle'],
      // A command, typed with Draupnir's prefix or without: its entry in the command reference.
      ['!draupnir protections enable', 'Command reference'],
      ['rooms add', 'Command reference'],
      ['watch', 'Command reference'],
    ]) {
      await test.step(`"${query}" finds "${firstPage}" first`, async () => {
        // Emptied first, so the hits read below are this query's and not the previous one's.
        await input(page).fill('');
        await expect(hits).toHaveCount(0);
        await input(page).fill(query);
        await expect(hits.first()).toBeVisible();
        await expect(hits.first().locator('.DocSearch-Hit-title, .DocSearch-Hit-path').first()).toBeVisible();
        await expect.soft(hits.first(), `the first result for "${query}"`).toContainText(firstPage);
      });
    }
  });
});

test.describe('the search page', () => {
  test('reads q, shows the count and results, and updates the address as the reader types', async ({page}) => {
    await open(page, 'search?q=protection');
    await expect(page.getByRole('heading', {level: 1})).toContainText('protection');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    const results = page.locator('article');
    expect(await results.count()).toBeGreaterThan(1);
    await expect(results.first().locator('mark').first()).toBeVisible();

    const box = page.locator('input[name="q"]');
    await box.fill('docker');
    await expect(page).toHaveURL((u) => u.searchParams.get('q') === 'docker');
    await expect(page.getByRole('heading', {level: 1})).toContainText('docker');
  });

  test('its title is inside its one main landmark, it names no Algolia, and summaries end in one ellipsis at most', async ({page}) => {
    await open(page, 'search?q=reactions');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toContainText('reactions');
    await expect(page.getByText(/Algolia/)).toHaveCount(0);
    await expect(page.getByRole('link', {name: /Algolia/})).toHaveCount(0);
    const summaries = await page.locator('article p').allTextContents();
    expect(summaries.length).toBeGreaterThan(0);
    for (const summary of summaries) expect(summary).not.toMatch(/(…|\.\.\.)\s*(…|\.\.\.)$/);
  });

  for (const [name, q] of [
    ['HTML', '<img src=x onerror="window.__xss=1">'],
    ['a script tag', '<script>window.__xss=1</script>'],
    ['10 KB of text', 'a'.repeat(10_240)],
    ['unicode', 'мир 🚀 ü'],
  ]) {
    test(`renders a query of ${name} as plain text`, async ({page}) => {
      await page.goto(`${url('search')}?q=${encodeURIComponent(q)}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await expect(page.locator('input[name="q"]')).toHaveValue(q);
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
      await expect(page.locator('article img[src="x"], script:text("__xss")')).toHaveCount(0);
    });
  }
});
