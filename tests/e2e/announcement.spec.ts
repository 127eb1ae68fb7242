import {expect, open, test} from '../support/site';

const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

test.describe(() => {
  // Closing the bar moves the navbar up, which puts the Search button under the pointer; hovering it
  // starts loading the search index, and the reload may abort that request.
  test.use({allowFailedRequests: /^net::ERR_ABORTED .*\/search-index\.[0-9a-f]{8}\.json$/});

  test('a closed announcement stays closed after a reload', async ({page}) => {
    await open(page, '');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('Draupnir v3.1.0');
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(bar(page)).toHaveCount(0);
  });
});

test('an announcement closed under an older id shows again', async ({page}) => {
  await open(page, '');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
  });
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(bar(page)).toBeVisible();
});
