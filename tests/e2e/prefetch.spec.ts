// Docusaurus prefetches the code of pages whose links are on screen. These tests check that it asks
// for each file once, and that on a phone the links in the closed menu are not taken as on screen.
import type {Page} from '@playwright/test';
import {expect, open, test} from '../support/site';

const prefetched = (page: Page) =>
  page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

test('each file is prefetched once, however many links on screen lead to it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await open(page, 'moderator/commands');
  await page.waitForLoadState('networkidle');
  const hrefs = await prefetched(page);
  expect(hrefs.length, 'the sidebar and breadcrumbs link to other pages').toBeGreaterThan(5);
  expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index), 'files asked for twice').toEqual([]);
});

test('on a phone the closed menu prefetches nothing; opening it prefetches the pages it shows', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await open(page, 'moderator/commands');
  await page.waitForLoadState('networkidle');
  const beforeOpening = (await prefetched(page)).length;

  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Managing users'})).toBeVisible();
  await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(beforeOpening);
});
