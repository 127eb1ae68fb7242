// What needs a browser on a doc page: "Copy page as Markdown" puts the page's Markdown copy on the
// clipboard (or says it could not, and links to the copy), and the page says when it last changed.
// The build-output tests check the Markdown itself and that the date is the git date.
import {expect, open, test, url} from '../support/site';

test('“Copy page as Markdown” puts the page’s Markdown copy on the clipboard', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'moderator/commands');
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.locator('[role="status"]', {hasText: 'Copied.'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const markdown = await (await request.get(url('moderator/commands.md'))).text();
  expect(copied.startsWith('# Command reference\n')).toBe(true);
  expect(copied).toBe(markdown);
});

test.describe('when the Markdown copy cannot be fetched', () => {
  // The test answers the Markdown request with 404 itself, and the browser reports that.
  test.use({
    allowFailedRequests: /^404 .*\/moderator\/commands\.md$/,
    allowConsole: /^error: Failed to load resource: the server responded with a status of 404/,
  });

  test('the button says so and links to the Markdown instead', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/moderator/commands.md', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await open(page, 'moderator/commands');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    const status = page.locator('[role="status"]', {hasText: 'Could not copy'});
    await expect(status).toBeVisible();
    await expect(status.getByRole('link', {name: 'open the Markdown'})).toHaveAttribute('href', url('moderator/commands.md'));
  });
});

test('a doc page says when it was last changed', async ({page}) => {
  await open(page, 'bot/setup');
  const updated = page.locator('.theme-last-updated');
  await expect(updated).toBeVisible();
  const datetime = await updated.locator('time').getAttribute('datetime');
  const shown = new Date(datetime!).toLocaleDateString('en-US', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  await expect(updated).toHaveText(`Last updated on ${shown}`);
});
