import {expect, open, test} from '../support/site';

test('at 996 px the navbar becomes a slide-out menu, and widening to 997 px closes it', async ({page}) => {
  await page.setViewportSize({width: 996, height: 800});
  await open(page, 'category/bot-mode');
  const navbar = page.locator('nav.navbar');
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(toggle).toBeVisible();

  await toggle.click();
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);
  const back = page.getByRole('button', {name: '← Back to main menu'});
  await expect(back).toBeVisible();
  await back.click();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'GitHub'})).toBeVisible();

  await page.setViewportSize({width: 997, height: 800});
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  await expect(toggle).toBeHidden();
});
