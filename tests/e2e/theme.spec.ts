import {expect, open, test} from '../support/site';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

test('the theme starts light, toggles to dark and back, and is remembered', async ({page}) => {
  await open(page, '');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await toggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await toggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the system colour preference is not followed', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await open(page, '');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('a theme change in one tab reaches the other tab', async ({context, page}) => {
  await open(page, '');
  const other = await context.newPage();
  await open(other, 'category/bot-mode');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

  await toggle(page).click();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a reader who chose the dark theme sees no light frame while a page loads', async ({page}) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    // Runs just before the browser renders the new document's first frame.
    requestAnimationFrame(() => {
      document.documentElement.dataset.firstFrameTheme = document.documentElement.dataset.theme ?? 'none';
    });
  });
  for (const path of ['', 'moderator/commands']) {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-first-frame-theme', 'dark');
  }
});
