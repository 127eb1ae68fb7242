// The not-found page keeps status 404 and helps the reader on: pages matching the words of the
// address, from the site's own search index, a search box, and the main sections without JavaScript.
import {STATIC_HOST_PORT} from '../support/ports';
import {BASE, expect, test} from '../support/site';

const HOST = `http://127.0.0.1:${STATIC_HOST_PORT}`;

test.describe('not-found page', () => {
  // The host answers with status 404, which the browser reports: that is what these tests ask for.
  test.use({allowConsole: /status of 404/, allowFailedRequests: /^404 /});

  test('offers the command reference first for /bot/moderator-commands, from the site alone', async ({page}) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(HOST) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    const response = await page.goto(`${HOST}${BASE}bot/moderator-commands`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    const suggestions = page.getByRole('region', {name: /Pages that match/}).getByRole('listitem');
    await expect(suggestions.first().getByRole('link')).toHaveText('Command reference');
    await expect(suggestions.first().getByRole('link')).toHaveAttribute('href', `${BASE}moderator/commands`);
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue('bot moderator commands');
    expect(elsewhere, 'requests that leave the site').toEqual([]);
  });

  test('the search box opens the search page with its words', async ({page}) => {
    await page.goto(`${HOST}${BASE}protections/mention-limits-protection`);
    const box = page.getByRole('searchbox', {name: 'Search the documentation'});
    await expect(box).toHaveValue('protections mention limits protection');
    await box.fill('mention limit');
    await box.press('Enter');
    await expect(page).toHaveURL(`${HOST}${BASE}search?q=mention+limit`);
  });

  test('without JavaScript it still says what happened and lists the main sections', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const response = await page.goto(`${HOST}${BASE}bot/moderator-commands`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    const sections = page.getByRole('region', {name: 'Main sections'});
    await expect(sections.getByRole('link', {name: 'Command reference'})).toHaveAttribute('href', `${BASE}moderator/commands`);
    await expect(sections.getByRole('link')).toHaveCount(10);
    await expect(page.getByRole('heading', {name: /Pages that match/})).toHaveCount(0);
    await context.close();
  });
});
