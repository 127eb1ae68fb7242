import {expect, open, test} from '../support/site';

const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

test('a closed announcement stays closed after a reload', async ({page}) => {
  await open(page, '');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText('Draupnir v3.1.0');
  // Closed from the keyboard: a click would leave the pointer where the navbar moves up to, over the
  // Search button, and hovering that starts downloads which the reload below would abort.
  await bar(page).getByRole('button', {name: 'Close'}).press('Enter');
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(bar(page)).toHaveCount(0);
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
