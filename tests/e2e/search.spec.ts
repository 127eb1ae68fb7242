import type {Page} from '@playwright/test';
import {expect, open, test} from '../support/site';

const button = (page: Page) => page.getByRole('button', {name: 'Search'}).first();
const modal = (page: Page) => page.locator('.DocSearch-Modal');

async function expectClosedWithFocusOnButton(page: Page) {
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();
}

test('the Search button opens the search box', async ({page}) => {
  await open(page, '');
  await expect(button(page)).toContainText('Search');
  await button(page).click();
  await expect(modal(page)).toBeVisible();
  await expect(page.getByPlaceholder('Search docs')).toBeFocused();
  await expectClosedWithFocusOnButton(page);
});

test('Ctrl+K opens the search box', async ({page}) => {
  await open(page, '');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await expectClosedWithFocusOnButton(page);
});

test('the slash key opens the search box when no input has focus', async ({page}) => {
  await open(page, '');
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(page.getByPlaceholder('Search docs')).toHaveValue('');
  await expectClosedWithFocusOnButton(page);
});
